import type { Logger } from './logger.js';
import { SHUTDOWN_MARGIN_MS } from './limits.js';

/**
 * On SIGTERM or SIGINT, runs `shutdown` once and exits; a shutdown still running `graceMs` + a margin later (a
 * request or a job that will not end) is cut short. A second signal changes nothing.
 */
export function shutdownOnSignals(logger: Logger, graceMs: number, shutdown: () => Promise<void>): void {
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.warn('shutdown took too long: exiting now');
      process.exit(1);
    }, graceMs + SHUTDOWN_MARGIN_MS).unref();
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
