import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors/app-error.js';
import type { AppEnv } from './context.js';
import type { Auth } from '../auth/create-auth.js';

/** Puts the signed-in user on `c.var.user`, or answers 401. */
export const requireUser = (auth: Auth) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
    c.set('user', { id: session.user.id, email: session.user.email, name: session.user.name });
    await next();
  });
