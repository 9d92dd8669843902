import { BASE_ERROR_CODES } from '@better-auth/core/error';
import { APIError } from 'better-auth/api';
import { hasNoControlCharacter } from '../../shared/text-characters.js';

/** Where better-auth reads a token a request names: a reset link's path, a query, or the body. */
interface TokenCarriers {
  body?: unknown;
  query?: unknown;
  params?: unknown;
}

const tokenIn = (carrier: unknown): unknown =>
  carrier && typeof carrier === 'object' && 'token' in carrier ? carrier.token : undefined;

/**
 * Refuses, as an invalid token, one that holds a control character: better-auth never makes such a token, and it
 * would put it straight into a query, where PostgreSQL answers a NUL byte with an error (a 500) while SQLite simply
 * finds nothing. Other text is refused the same way everywhere else (docs/decisions/0006).
 */
export function refuseImpossibleTokens({ body, query, params }: TokenCarriers): void {
  for (const token of [tokenIn(body), tokenIn(query), tokenIn(params)]) {
    if (typeof token === 'string' && !hasNoControlCharacter(token)) {
      throw APIError.from('BAD_REQUEST', BASE_ERROR_CODES.INVALID_TOKEN);
    }
  }
}
