import type { BetterAuthOptions } from 'better-auth';

/** The header the app sets from the socket address, so the limiter keys on the real client. */
export const CLIENT_IP_HEADER = 'x-infoforge-client-ip';

/**
 * better-auth's per-address limits, kept in the database so every instance counts together (docs/decisions/0003):
 * 100 requests a minute, fewer on the endpoints that guess or send mail. Per-account sign-in throttling is
 * `account-sign-in-limit.ts`.
 */
export const authRateLimits = (enabled: boolean) =>
  ({
    enabled,
    storage: 'database',
    modelName: 'rate_limits',
    fields: { lastRequest: 'last_request' },
    window: 60,
    max: 100,
    customRules: {
      '/sign-in/email': { window: 60, max: 10 },
      '/sign-up/email': { window: 60, max: 5 },
      '/request-password-reset': { window: 60, max: 5 },
      '/reset-password': { window: 60, max: 10 },
      // Every page load reads the session: throttling it would sign out offices behind one address.
      '/get-session': false,
    },
  }) satisfies BetterAuthOptions['rateLimit'];
