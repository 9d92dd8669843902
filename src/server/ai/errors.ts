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
  const cause = RetryError.isInstance(error) ? error.lastError : error;
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
