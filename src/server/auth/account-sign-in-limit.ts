import { APIError } from 'better-auth/api';
import type { RateHits } from '../db/rate-hits.js';
import { ACCOUNT_SIGN_IN_LIMIT } from '../limits.js';

export const ACCOUNT_LOCKED_MESSAGE =
  'Too many failed sign-in attempts for this account. Please try again in 15 minutes or reset your password.';

const keyOf = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;

/**
 * The per-account side of sign-in throttling: the per-address limit stops one machine, this stops many
 * machines guessing one account's password. A success or a password reset clears the account's count.
 */
export function createAccountSignInLimit(hits: RateHits) {
  return {
    async check(email: string) {
      if ((await hits.count(keyOf(email), ACCOUNT_SIGN_IN_LIMIT.windowMs)) >= ACCOUNT_SIGN_IN_LIMIT.failures) {
        throw new APIError('TOO_MANY_REQUESTS', { message: ACCOUNT_LOCKED_MESSAGE });
      }
    },
    recordFailure: (email: string) => hits.record(keyOf(email), ACCOUNT_SIGN_IN_LIMIT.windowMs),
    clear: (email: string) => hits.clear(keyOf(email)),
  };
}
