import type { Context, ErrorHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import { isDatabaseUnavailable } from '../db/is-database-unavailable.js';
import { AppError } from '../errors/app-error.js';
import type { ErrorBody } from '../../shared/schemas/error.js';
import type { AppEnv } from './context.js';
import { answerJson } from './json/index.js';

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
export const GENERIC_FAILURE_MESSAGE = 'An error occurred. Please try again.';

const errorBody = (code: string, message: string, field?: string) => ({
  error: { code, message, ...(field ? { field } : {}) },
});

/** The error body, sent like any other JSON answer. */
const errorResponse = (c: Context<AppEnv>, body: ErrorBody, status: ContentfulStatusCode, headers = {}) =>
  answerJson(c, body, status, headers);

/** A refused body too large to read is left unread on the socket, so the connection cannot carry another request. */
const headersFor = (status: number): Record<string, string> => (status === 413 ? { Connection: 'close' } : {});

/** The one error path: `{ error: { code, message, field? } }`, never a stack trace. */
export const handleError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) {
    const retryAfter: Record<string, string> =
      err.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(err.retryAfterSeconds) };
    return errorResponse(c, errorBody(err.code, err.message, err.field), err.status, {
      ...headersFor(err.status),
      ...retryAfter,
    });
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST';
    return errorResponse(c, errorBody(code, err.message || 'Request refused'), status, headersFor(status));
  }
  if (isDatabaseUnavailable(err)) {
    c.get('logger').warn({ err }, 'the database is unavailable');
    return errorResponse(c, errorBody('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE), 503, { 'Retry-After': '5' });
  }
  c.get('logger').error({ err }, 'unhandled error');
  return errorResponse(c, errorBody('INTERNAL', GENERIC_FAILURE_MESSAGE), 500);
};
