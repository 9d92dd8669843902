import { randomUUID } from 'node:crypto';
import { betterAuth, type User } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { LIMITS } from '../../shared/limits.js';
import type { DatabaseHandle } from '../db/client.js';
import { now } from '../db/codec.js';
import { createRateHits } from '../db/rate-hits.js';
import type { Logger } from '../logger.js';
import { emailVerificationEmail } from '../mail/email-verification-email.js';
import { existingAccountEmail } from '../mail/existing-account-email.js';
import type { MailMessage, Mailer } from '../mail/mailer.js';
import { passwordResetEmail } from '../mail/password-reset-email.js';
import { createAccountSignInLimit } from './account-sign-in-limit.js';
import { checkNameWrite } from './check-name-writes.js';
import { sessionFinder, type SessionLifetimes } from './session-check/find-session.js';
import { releasedWhenIdle } from './session-check/idle-async-context.js';
import { passwordHashing } from './password-hashing.js';
import { refuseImpossibleTokens } from './refuse-impossible-tokens.js';
import { createSessionCache } from './session-check/session-cache.js';
import { sessionCookieReader } from './session-check/session-cookie.js';

export interface AuthOptions {
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  baseUrl: string;
  trustedOrigins: string[];
  secret: string;
  adminEmails: string[];
  requireEmailVerification: boolean;
  rateLimitEnabled: boolean;
}

/** The header the app sets from the socket address, so the limiter keys on the real client. */
export const CLIENT_IP_HEADER = 'x-infoforge-client-ip';

const ONE_HOUR = 60 * 60;
const ONE_DAY = 24 * ONE_HOUR;

/** A session lasts 30 days, extended to 30 days again at most once a day while it is used. */
const SESSION_LIFETIMES: SessionLifetimes = { expiresIn: 30 * ONE_DAY, updateAge: ONE_DAY };

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

export function createAuth(options: AuthOptions) {
  const { database, mailer, logger } = options;
  const { db } = database;
  /** Sessions start at sign-in and refresh about daily while used: either marks the user active. */
  const markActive = async (userId: string) => {
    await db.updateTable('profiles').set({ last_active_at: now() }).where('id', '=', userId).execute();
  };
  const sessionCache = createSessionCache();
  /**
   * Sends a message off the request path, so an answer takes as long, and reads the same, whether or not an
   * address has an account. With mail kept on disk, the link is logged for a local user to follow.
   */
  const deliver = (message: MailMessage, log: { userId: string; link: string }) => {
    if (mailer.delivery === 'file') logger.info(log, message.subject);
    void mailer
      .send(message)
      .catch((error: unknown) =>
        logger.error({ err: error, userId: log.userId }, `could not send: ${message.subject}`),
      );
    return Promise.resolve();
  };
  const accountSignInLimit = createAccountSignInLimit(createRateHits(db));
  /** The address a sign-in request names, when per-account throttling applies to it. */
  const throttledSignIn = (path: string, body: unknown) =>
    options.rateLimitEnabled && path === '/sign-in/email' && body && typeof body === 'object' && 'email' in body
      ? String(body.email)
      : undefined;
  /** Who reset their password in a request, for the after-hook that signs them in. */
  const passwordResets = new WeakMap<Request, User>();

  const auth = betterAuth({
    appName: 'Infoforge',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: { db, type: database.dialect },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, message),
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      password: passwordHashing(),
      autoSignIn: true,
      requireEmailVerification: options.requireEmailVerification,
      resetPasswordTokenExpiresIn: ONE_HOUR,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset({ user }, request) {
        if (request) passwordResets.set(request, user);
        return Promise.resolve();
      },
      sendResetPassword({ user, token }) {
        const link = `${options.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        return deliver(passwordResetEmail(user.email, user.name, link), { userId: user.id, link });
      },
      // With confirmation on, signing up with a taken address answers like a new sign-up (nobody learns which
      // addresses have accounts) and tells the owner instead.
      onExistingUserSignUp({ user }) {
        const links = {
          login: `${options.baseUrl}/login`,
          resetPassword: `${options.baseUrl}/forgot-password`,
        };
        return deliver(existingAccountEmail(user.email, user.name, links), { userId: user.id, link: links.login });
      },
    },
    emailVerification: {
      sendOnSignUp: options.requireEmailVerification,
      sendOnSignIn: options.requireEmailVerification,
      autoSignInAfterVerification: true,
      sendVerificationEmail({ user, url }) {
        // Whichever page asked (sign-up, or a sign-in before confirming), the confirmed user lands on the dashboard.
        const link = new URL(url);
        link.searchParams.set('callbackURL', '/dashboard');
        return deliver(emailVerificationEmail(user.email, user.name, link.href), { userId: user.id, link: link.href });
      },
    },
    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    session: {
      modelName: 'sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      ...SESSION_LIFETIMES,
    },
    account: {
      modelName: 'accounts',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    verification: {
      modelName: 'verifications',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    rateLimit: {
      enabled: options.rateLimitEnabled,
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
    },
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        refuseImpossibleTokens(ctx);
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
          if (token) sessionCache.forgetSession(token);
        }
        const changedUserId = ctx.context.session?.user.id;
        if (changedUserId && USER_CHANGES.has(ctx.path)) sessionCache.forgetUser(changedUserId);
        const resetBy = ctx.request && passwordResets.get(ctx.request);
        if (ctx.path === '/reset-password' && resetBy) {
          sessionCache.forgetUser(resetBy.id);
          await accountSignInLimit.clear(resetBy.email);
          const session = await ctx.context.internalAdapter.createSession(resetBy.id);
          await setSessionCookie(ctx, { session, user: resetBy });
        }
      }),
    },
    databaseHooks: {
      session: {
        create: { after: (session) => markActive(session.userId) },
        update: { after: (session) => markActive(session.userId) },
      },
      user: {
        update: {
          async after(user) {
            await db.updateTable('profiles').set({ full_name: user.name }).where('id', '=', user.id).execute();
          },
        },
        create: {
          async after(user) {
            await db
              .insertInto('profiles')
              .values({ id: user.id, full_name: user.name.trim() || null, last_active_at: now(), created_at: now() })
              .execute();
            if (options.adminEmails.includes(user.email.toLowerCase())) {
              await db
                .insertInto('user_roles')
                .values({ id: randomUUID(), user_id: user.id, role: 'admin', created_at: now() })
                .execute();
            }
          },
        },
      },
    },
  });
  const findSession = sessionFinder(db, options.secret, SESSION_LIFETIMES);
  return {
    ...auth,
    ...releasedWhenIdle(auth),
    sessionCache,
    findSession,
    readSessionCookie: sessionCookieReader(auth.options),
  };
}

export type Auth = ReturnType<typeof createAuth>;
