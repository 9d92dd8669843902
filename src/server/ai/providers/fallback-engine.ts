import type { AiEngine } from '../engine.js';
import { AiGenerationError, isProviderUnavailable } from './errors.js';
import type { AiProviderInfo } from './provider.js';

/** Told when the first provider was unavailable and the second is asked instead. */
export type OnFallback = (failure: AiGenerationError, fallback: AiProviderInfo) => void;

/**
 * The first engine, with a second that answers whatever the first is unavailable for after its retries
 * (docs/decisions/0060-fallback-provider.md). Every call starts at the first: an outage is not remembered. A content
 * stream falls back only before its first text, since what was sent cannot be taken back. The answer names the
 * provider that gave it; the second's failure names both.
 */
export function withFallback(first: AiEngine, second: AiEngine, onFallback?: OnFallback): AiEngine {
  async function ask<T>(call: (engine: AiEngine) => Promise<T>): Promise<T> {
    try {
      return await call(first);
    } catch (error) {
      if (!(error instanceof AiGenerationError) || !isProviderUnavailable(error)) throw error;
      onFallback?.(error, second.info);
      try {
        return await call(second);
      } catch (fallbackError) {
        throw bothFailed(error, second.info, fallbackError);
      }
    }
  }
  return {
    info: first.info,
    fallback: second.info,
    generateNiches: (input, options) => ask((engine) => engine.generateNiches(input, options)),
    generateProductIdeas: (input, options) => ask((engine) => engine.generateProductIdeas(input, options)),
    generateTitles: (input, options) => ask((engine) => engine.generateTitles(input, options)),
    generateListing: (input, options) => ask((engine) => engine.generateListing(input, options)),
    draftCourseModule: (input, options) => ask((engine) => engine.draftCourseModule(input, options)),
    streamContent: (input, options) => ask((engine) => engine.streamContent(input, options)),
  };
}

/**
 * The second provider's failure, in words that tell of the first's too. An unusable answer or a cancel is the
 * second's alone: it answered, or was told to stop.
 */
function bothFailed(failure: AiGenerationError, fallback: AiProviderInfo, error: unknown): unknown {
  if (!(error instanceof AiGenerationError) || error.kind === 'invalid_output' || error.kind === 'aborted') {
    return error;
  }
  const first = failure.message.replace(/\.$/, '');
  return new AiGenerationError(
    error.kind,
    `${first}. The fallback, ${fallback.provider}/${fallback.model}, failed too: ${error.message}`,
    { cause: error },
  );
}
