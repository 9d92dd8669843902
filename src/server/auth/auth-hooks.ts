import type { User } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import type { Kysely } from 'kysely';
import { createRateHits } from '../db/rate-hits.js';
import type { Database } from '../db/schema.js';
import { createAccountSignInLimit } from './account-sign-in-limit.js';
import { checkNameWrite } from './check-name-writes.js';
import { refuseImpossibleTokens } from './refuse-impossible-tokens.js';
import { refuseUnstorableText } from './refuse-unstorable-text.js';
import type { SessionForgetting } from './session-check/index.js';

/** Requests after which every cached session of the signed-in user must be resolved afresh. */
const USER_CHANGES = new Set([
  '/update-user',
  '/change-password',
  '/change-email',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/delete-user',
]);

interface AuthHooksOptions {
  db: Kysely<Database>;
  sessions: SessionForgetting;
  rateLimitEnabled: boolean;
}

/**
 * What the app does around better-auth's endpoints. Before one runs: refuse a token no one could hold and text no
 * file may hold, stop a locked account's sign-in, check a name as every other form does. After it: count or clear
 * failed sign-ins, forget the cached sessions a request ended or changed, and sign in whoever just reset their
 * password.
 */
export function authHooks({ db, sessions, rateLimitEnabled }: AuthHooksOptions) {
  const accountSignInLimit = createAccountSignInLimit(createRateHits(db));
  /** The address a sign-in request names, when per-account throttling applies to it. */
  const throttledSignIn = (path: string, body: unknown) =>
    rateLimitEnabled && path === '/sign-in/email' && body && typeof body === 'object' && 'email' in body
      ? String(body.email)
      : undefined;
  /** Who reset their password in a request, for the after-hook that signs them in. */
  const passwordResets = new WeakMap<Request, User>();

  return {
    /** better-auth's `emailAndPassword.onPasswordReset`: notes who reset their password in this request. */
    onPasswordReset: ({ user }: { user: User }, request?: Request) => {
      if (request) passwordResets.set(request, user);
      return Promise.resolve();
    },
    before: createAuthMiddleware(async (ctx) => {
      refuseImpossibleTokens(ctx);
      refuseUnstorableText({ body: ctx.body, query: ctx.query });
      const signInEmail = throttledSignIn(ctx.path, ctx.body);
      if (signInEmail) await accountSignInLimit.check(signInEmail);
      const body = checkNameWrite(ctx.path, ctx.body);
      return body ? { context: { body } } : undefined;
    }),
    after: createAuthMiddleware(async (ctx) => {
      const signInEmail = throttledSignIn(ctx.path, ctx.body);
      const { returned } = ctx.context;
      if (signInEmail && isAPIError(returned) && returned.statusCode === 401) {
        await accountSignInLimit.recordFailure(signInEmail);
      }
      if (isAPIError(returned)) return;
      if (signInEmail) await accountSignInLimit.clear(signInEmail);
      if (ctx.path === '/sign-out') {
        const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
        if (token) sessions.forgetSession(token);
      }
      const changedUserId = ctx.context.session?.user.id;
      if (changedUserId && USER_CHANGES.has(ctx.path)) sessions.forgetUser(changedUserId);
      const resetBy = ctx.request && passwordResets.get(ctx.request);
      if (ctx.path === '/reset-password' && resetBy) {
        sessions.forgetUser(resetBy.id);
        await accountSignInLimit.clear(resetBy.email);
        const session = await ctx.context.internalAdapter.createSession(resetBy.id);
        await setSessionCookie(ctx, { session, user: resetBy });
      }
    }),
  };
}
