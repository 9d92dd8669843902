import type { BetterAuthOptions } from 'better-auth';
import { AUTH_RATE_LIMITS } from '../limits.js';

/** The header the app sets from the socket address, so the limiter keys on the real client. */
export const CLIENT_IP_HEADER = 'x-infoforge-client-ip';

/**
 * better-auth's per-address limits (`AUTH_RATE_LIMITS`), kept in the database so every instance counts together
 * (docs/decisions/0003). Per-account sign-in throttling is `account-sign-in-limit.ts`.
 */
export const authRateLimits = (enabled: boolean) =>
  ({
    enabled,
    storage: 'database',
    modelName: 'rate_limits',
    fields: { lastRequest: 'last_request' },
    ...AUTH_RATE_LIMITS,
  }) satisfies BetterAuthOptions['rateLimit'];
