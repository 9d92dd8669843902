import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { LIMITS } from '../../shared/limits.js';
import type { DatabaseHandle } from '../db/client.js';
import { now } from '../db/codec.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../mail/mailer.js';
import { passwordResetEmail } from '../mail/password-reset-email.js';

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

export function createAuth(options: AuthOptions) {
  const { database, mailer, logger } = options;
  const { db } = database;
  /** Sessions start at sign-in and refresh about daily while used: either marks the user active. */
  const markActive = async (userId: string) => {
    await db.updateTable('profiles').set({ last_active_at: now() }).where('id', '=', userId).execute();
  };

  return betterAuth({
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
      autoSignIn: true,
      requireEmailVerification: options.requireEmailVerification,
      resetPasswordTokenExpiresIn: ONE_HOUR,
      revokeSessionsOnPasswordReset: true,
      // Sent off the request path: the answer must take as long, and read the same, whether or not the address exists.
      sendResetPassword({ user, token }) {
        const link = `${options.baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        if (mailer.delivery === 'file') logger.info({ userId: user.id, link }, 'password reset link');
        void mailer
          .send(passwordResetEmail(user.email, user.name, link))
          .catch((error: unknown) =>
            logger.error({ err: error, userId: user.id }, 'could not send the password reset e-mail'),
          );
        return Promise.resolve();
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
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
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
      },
    },
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const name = typeof ctx.body?.name === 'string' ? ctx.body.name.trim() : '';
        if (!name) throw new APIError('BAD_REQUEST', { message: 'Full name is required' });
        if (name.length > LIMITS.fullName) {
          throw new APIError('BAD_REQUEST', { message: `Full name must be at most ${LIMITS.fullName} characters` });
        }
      }),
    },
    databaseHooks: {
      session: {
        create: { after: (session) => markActive(session.userId) },
        update: { after: (session) => markActive(session.userId) },
      },
      user: {
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
}

export type Auth = ReturnType<typeof createAuth>;
