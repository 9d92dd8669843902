import { APIError } from 'better-auth/api';
import type { z } from 'zod';
import { signUpBody, updateUserBody } from '../../shared/schemas/auth.js';

/**
 * better-auth's requests that write a user's name, each with the shared schema its body must pass. A sign-up keeps
 * the fields the schema does not name (better-auth reads them); an update has none besides the name.
 */
const NAME_WRITES: Record<string, z.ZodType<Record<string, unknown>>> = {
  '/sign-up/email': signUpBody.loose(),
  '/update-user': updateUserBody,
};

/**
 * For a request that writes a name: its body with the checked (trimmed) fields, or a 400 in the shape
 * better-auth's client reads (`{ code, message }`). Undefined for every other request.
 */
export function checkNameWrite(path: string, body: unknown): Record<string, unknown> | undefined {
  const schema = NAME_WRITES[path];
  if (!schema) return undefined;
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message: result.error.issues[0]!.message });
  }
  return result.data;
}
