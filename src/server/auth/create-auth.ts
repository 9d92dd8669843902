import { betterAuth } from 'better-auth';
import { LIMITS } from '../../shared/limits.js';
import type { DatabaseHandle } from '../db/client.js';
import { RESET_PASSWORD_TOKEN_SECONDS, SESSION_LIFETIMES } from '../limits.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../mail/mailer.js';
import { authHooks } from './auth-hooks.js';
import { authMail } from './auth-mail.js';
import { authRateLimits, CLIENT_IP_HEADER } from './auth-rate-limits.js';
import { AUTH_TABLES } from './auth-tables.js';
import { passwordHashing } from './password-hashing.js';
import { profileHooks } from './profile-hooks.js';
import { createSessionCheck } from './session-check/index.js';

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

/**
 * better-auth as the app uses it: e-mail and password accounts, sessions in our database, and mail, limits and
 * hooks of our own; with the session check that answers signed-in requests (`session-check/README.md`).
 */
export function createAuth(options: AuthOptions) {
  const { database, logger } = options;
  const { db } = database;
  const sessions = createSessionCheck(db);
  const hooks = authHooks({ db, sessions, rateLimitEnabled: options.rateLimitEnabled });
  const mail = authMail({ mailer: options.mailer, logger, baseUrl: options.baseUrl });

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
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: hooks.onPasswordReset,
      sendResetPassword: mail.sendResetPassword,
      onExistingUserSignUp: mail.onExistingUserSignUp,
    },
    emailVerification: {
      sendOnSignUp: options.requireEmailVerification,
      sendOnSignIn: options.requireEmailVerification,
      autoSignInAfterVerification: true,
      sendVerificationEmail: mail.sendVerificationEmail,
    },
    user: AUTH_TABLES.user,
    session: { ...AUTH_TABLES.session, ...SESSION_LIFETIMES },
    account: AUTH_TABLES.account,
    verification: AUTH_TABLES.verification,
    rateLimit: authRateLimits(options.rateLimitEnabled),
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: { before: hooks.before, after: hooks.after },
    databaseHooks: profileHooks(db, options.adminEmails),
  });

  const { handler, api } = sessions.entries(auth);
  return {
    ...auth,
    handler,
    api,
    sessionCheck: sessions.over({
      options: auth.options,
      $context: auth.$context,
      getSession: (headers) => api.getSession({ headers }),
    }),
  };
}

export type Auth = ReturnType<typeof createAuth>;
