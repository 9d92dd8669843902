import type { FailureContext } from './errors.js';

export interface Deadline {
  /** Aborts when the time limit passes, the caller's signal aborts, or `cancel` is called. */
  readonly signal: AbortSignal;
  /** What ended the call, for classifying its failure. */
  context(): FailureContext;
  cancel(): void;
  /** Stops the timer and detaches from the caller's signal. */
  clear(): void;
}

/**
 * A time limit for one generation, merged with the caller's abort signal. The AI SDK's own `timeout` aborts the
 * call too, but tells neither which of the two ended it (a timeout answers 504, the user's Stop is not a failure)
 * nor anyone who is not reading the stream at that moment: `onTimeout` settles a content stream's outcome even
 * while its reader is paused.
 */
export function startDeadline(timeoutMs: number, callerSignal?: AbortSignal, onTimeout?: () => void): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`Timed out after ${timeoutMs} ms`, 'TimeoutError'));
    onTimeout?.();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) abortFromCaller();
  else callerSignal?.addEventListener('abort', abortFromCaller, { once: true });

  return {
    signal: controller.signal,
    context: () => ({ timedOut, timeoutMs, aborted: controller.signal.aborted && !timedOut }),
    cancel: () => controller.abort(new DOMException('The generation was cancelled', 'AbortError')),
    clear: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abortFromCaller);
    },
  };
}
