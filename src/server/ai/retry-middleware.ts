import { APICallError, type LanguageModelMiddleware } from 'ai';

export interface RetryPolicy {
  /** Retries after the first attempt. */
  maxRetries: number;
  /** Delay before the first retry; doubled for each next one. */
  initialDelayMs: number;
  /** Upper bound of any delay, including one a Retry-After header asks for. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 2, initialDelayMs: 1_000, maxDelayMs: 10_000 };

/**
 * Retries a model call that failed with a retryable provider error (429, 408, 409, 5xx, connection
 * failures), with exponential backoff that honours Retry-After. Only the request is retried: a stream
 * that already started is never replayed.
 */
export function createRetryMiddleware(policy: RetryPolicy): LanguageModelMiddleware {
  return {
    specificationVersion: 'v3',
    wrapGenerate: ({ doGenerate, params }) => callWithRetries(doGenerate, policy, params.abortSignal),
    wrapStream: ({ doStream, params }) => callWithRetries(doStream, policy, params.abortSignal),
  };
}

async function callWithRetries<T>(call: () => PromiseLike<T>, policy: RetryPolicy, signal?: AbortSignal): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const retryable = APICallError.isInstance(error) && error.isRetryable;
      if (!retryable || attempt >= policy.maxRetries || signal?.aborted) throw error;
      await sleep(retryDelayMs(error, policy, attempt), signal);
    }
  }
}

function retryDelayMs(error: APICallError, policy: RetryPolicy, attempt: number): number {
  const backoff = policy.initialDelayMs * 2 ** attempt;
  const requested = requestedDelayMs(error.responseHeaders);
  return Math.min(requested ?? backoff, policy.maxDelayMs);
}

function requestedDelayMs(headers: Record<string, string> | undefined): number | undefined {
  if (!headers) return undefined;
  const milliseconds = Number.parseFloat(headers['retry-after-ms'] ?? '');
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const retryAfter = headers['retry-after'];
  if (!retryAfter) return undefined;
  const seconds = Number.parseFloat(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1_000;
  const date = Date.parse(retryAfter);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
