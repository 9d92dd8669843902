import { APICallError, NoObjectGeneratedError, NoOutputGeneratedError, RetryError, TypeValidationError } from 'ai';

/**
 * Why a generation failed:
 * - invalid_output: the model answered, but not in the required shape (after one retry);
 * - timeout: the call took longer than its time limit;
 * - rate_limited: the provider kept answering 429 after the retries;
 * - provider: any other provider or network failure, including a stream cut short;
 * - aborted: the caller cancelled (e.g. the user pressed Stop or went away).
 */
export type AiErrorKind = 'invalid_output' | 'timeout' | 'rate_limited' | 'provider' | 'aborted';

export class AiGenerationError extends Error {
  override readonly name = 'AiGenerationError';

  constructor(
    readonly kind: AiErrorKind,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
  }
}

/** What the caller's deadline and signal say about a failure, which the error itself cannot tell. */
export interface FailureContext {
  timedOut: boolean;
  timeoutMs: number;
  aborted: boolean;
}

/** Turns anything a generation throws into an AiGenerationError. */
export function toAiGenerationError(error: unknown, context: FailureContext): AiGenerationError {
  if (error instanceof AiGenerationError) return error;
  if (context.timedOut) {
    return new AiGenerationError('timeout', `The AI provider did not finish within ${context.timeoutMs} ms`, {
      cause: error,
    });
  }
  if (context.aborted) return new AiGenerationError('aborted', 'The generation was cancelled', { cause: error });
  const cause = lastFailure(error);
  if (APICallError.isInstance(cause)) {
    if (cause.statusCode === 429) {
      return new AiGenerationError('rate_limited', 'The AI provider is rate limiting requests (429)', { cause: error });
    }
    const status = cause.statusCode === undefined ? '' : ` (${cause.statusCode})`;
    return new AiGenerationError('provider', `The AI provider failed${status}: ${cause.message}`, { cause: error });
  }
  if (
    NoObjectGeneratedError.isInstance(cause) ||
    NoOutputGeneratedError.isInstance(cause) ||
    TypeValidationError.isInstance(cause)
  ) {
    return new AiGenerationError('invalid_output', 'The AI answer did not have the required shape', { cause: error });
  }
  const message = cause instanceof Error ? cause.message : String(cause);
  return new AiGenerationError('provider', `The AI provider failed: ${message}`, { cause: error });
}

/** What failed last: the final attempt's error when the AI SDK retried. */
const lastFailure = (error: unknown): unknown => (RetryError.isInstance(error) ? error.lastError : error);

/**
 * Whether the provider could not be reached or would not answer, the retries spent: rate limited, timed out, a
 * server error (5xx, 408, 409) or no connection. A wrong key or model, an unusable answer, a cancel or a stream cut
 * short are not: another provider is no answer to them (docs/decisions/0060-fallback-provider.md).
 */
export function isProviderUnavailable(error: AiGenerationError): boolean {
  if (error.kind === 'rate_limited' || error.kind === 'timeout') return true;
  if (error.kind !== 'provider') return false;
  const cause = lastFailure(error.cause);
  return APICallError.isInstance(cause) && cause.isRetryable;
}
