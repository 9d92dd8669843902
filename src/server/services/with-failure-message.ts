import { isDatabaseUnavailable } from '../db/is-database-unavailable.js';
import { AppError } from '../errors/app-error.js';
import type { Log } from '../logger.js';

/**
 * Runs `work`; an unexpected failure is logged and answered with the action's message
 * ('Failed to save niche', docs/product-rules.md R43). An AppError (404, 400…) and an unreachable database (503) pass
 * through as they are.
 */
export async function withFailureMessage<T>(logger: Log, message: string, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError || isDatabaseUnavailable(err)) throw err;
    logger.error({ err }, message);
    throw new AppError('INTERNAL', message);
  }
}
