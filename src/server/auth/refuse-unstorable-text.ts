import { APIError } from 'better-auth/api';
import { hasOnlyCharactersFilesHold } from '../../shared/text-characters.js';

/**
 * Refuses a request whose body or query holds text no file may hold (a lone surrogate, a noncharacter), naming the
 * field in better-auth's way, as every form of the app refuses it (docs/decisions/0006). better-auth passes a
 * redirect address through encodeURIComponent, which throws on a lone surrogate: a 500, and only for a known address.
 */
export function refuseUnstorableText(carriers: Record<'body' | 'query', unknown>): void {
  for (const [carrier, fields] of Object.entries(carriers)) {
    if (!fields || typeof fields !== 'object') continue;
    for (const [field, value] of Object.entries(fields)) {
      if (typeof value === 'string' && !hasOnlyCharactersFilesHold(value)) {
        throw new APIError('BAD_REQUEST', {
          code: 'VALIDATION_ERROR',
          message: `[${carrier}.${field}] must not contain invalid Unicode characters`,
        });
      }
    }
  }
}
