import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError } from '../errors/app-error.js';
import type { AppEnv } from './context.js';

/** The one error path: `{ error: { code, message, field? } }`, never a stack trace. */
export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) {
    return c.json(
      { error: { code: err.code, message: err.message, ...(err.field ? { field: err.field } : {}) } },
      err.status,
    );
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST';
    return c.json({ error: { code, message: err.message || 'Request refused' } }, status);
  }
  c.var.logger.error({ err }, 'unhandled error');
  return c.json({ error: { code: 'INTERNAL', message: 'An error occurred. Please try again.' } }, 500);
};
