import type { Logger } from '../logger.js';

/**
 * The loop a worker runs in either queue: `take` one job and run it, or wait `pollMs` (an enqueue in this process
 * wakes it early). `stop` takes no more jobs, gives the running one `graceMs`, then aborts the signal `take` was
 * given, and resolves once `take` has returned.
 */
export interface PollLoop {
  start(): void;
  wake(): void;
  stop(graceMs: number): Promise<void>;
}

export function createPollLoop(
  pollMs: number,
  take: (stopping: AbortSignal) => Promise<boolean>,
  logger: Logger,
): PollLoop {
  let running: Promise<void> | null = null;
  let stopping = new AbortController();
  let stopRequested = false;
  let wake: (() => void) | null = null;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => (wake = null));

  async function loop(signal: AbortSignal) {
    while (!stopRequested) {
      try {
        if (await take(signal)) continue;
      } catch (error) {
        logger.error({ err: error }, 'job worker error');
      }
      if (!stopRequested) await pause(pollMs);
    }
  }

  return {
    start() {
      if (running) return;
      stopRequested = false;
      stopping = new AbortController();
      running = loop(stopping.signal);
    },
    wake: () => wake?.(),
    async stop(graceMs) {
      if (!running) return;
      stopRequested = true;
      wake?.();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
      stopping.abort();
      await running;
      running = null;
    },
  };
}
