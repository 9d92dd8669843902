import { DEFAULT_MODELS } from '../providers/config.js';
import type { AiEngine, ContentResult, ContentStream, GenerateOptions, GenerationResult } from '../engine.js';
import { AiGenerationError } from '../providers/errors.js';
import type { AiProviderInfo } from '../providers/provider.js';
import { settleOnce } from '../providers/settle-once.js';
import { buildContent } from './content/build-content.js';
import { buildNiches } from './build-niches.js';
import { buildProductIdeas } from './build-product-ideas.js';
import { buildTitles } from './build-titles.js';
import { draftListingFields } from './draft-listing.js';
import { buildCourseModule } from './build-course-module.js';
import { createRandom, type Random } from './random.js';

export interface OfflineEngineOptions {
  /** Pause between streamed chunks, for demos; 0 streams as fast as the reader reads. */
  chunkDelayMs?: number;
}

const OFFLINE_INFO: AiProviderInfo = { provider: 'offline', model: DEFAULT_MODELS.offline };
const WORDS_PER_CHUNK = 3;
const NO_USAGE = { inputTokens: 0, outputTokens: 0 };

/**
 * The built-in generator: no network and no model. Results are built from the user's own input
 * with vocabulary and templates, seeded by the input so the same input always gives the same result.
 */
export function createOfflineEngine(options: OfflineEngineOptions = {}): AiEngine {
  const chunkDelayMs = options.chunkDelayMs ?? 0;

  function run<I extends object, T>(
    task: string,
    input: I,
    build: (input: I, random: Random) => T,
    generateOptions?: GenerateOptions,
  ) {
    throwIfAborted(generateOptions?.signal);
    const started = performance.now();
    const result = build(input, seededRandom(task, input));
    return { result, durationMs: Math.round(performance.now() - started) };
  }

  function generate<I extends object, T>(task: string, build: (input: I, random: Random) => T) {
    return async (input: I, generateOptions?: GenerateOptions): Promise<GenerationResult<T>> => {
      const { result, durationMs } = run(task, input, build, generateOptions);
      return { result, usage: NO_USAGE, ...OFFLINE_INFO, durationMs };
    };
  }

  return {
    info: OFFLINE_INFO,
    generateNiches: generate('niches', buildNiches),
    generateProductIdeas: generate('product-ideas', buildProductIdeas),
    generateTitles: generate('titles', buildTitles),
    streamContent: async (input, generateOptions) => {
      const started = performance.now();
      const { result: text } = run('content', input, buildContent, generateOptions);
      return streamText(text, started, chunkDelayMs, generateOptions?.signal);
    },
    generateListing: generate('listing', draftListingFields),
    draftCourseModule: generate('course-module', buildCourseModule),
  };
}

/**
 * The request's random source: seeded from the request without its `variant`, which turns every draw instead, so a
 * rewrite's version differs from the first write's (docs/decisions/0038-honest-offline-drafts.md).
 */
function seededRandom(task: string, input: object): Random {
  const { variant, ...request }: { variant?: unknown } = input;
  return createRandom(`${task}:${JSON.stringify(request)}`, typeof variant === 'number' ? variant : 0);
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AiGenerationError('aborted', 'The generation was cancelled');
}

/** Streams prepared markdown in chunks of a few words, with the same contract as a model's stream. */
function streamText(text: string, started: number, chunkDelayMs: number, signal?: AbortSignal): ContentStream {
  const outcome = settleOnce<ContentResult>();
  const chunks = text.match(new RegExp(`(?:\\s*\\S+){1,${WORDS_PER_CHUNK}}\\s*`, 'g')) ?? [text];

  async function* readChunks(): AsyncGenerator<string> {
    try {
      for (const chunk of chunks) {
        throwIfAborted(signal);
        if (chunkDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, chunkDelayMs));
        yield chunk;
      }
      outcome.resolve({
        text,
        usage: NO_USAGE,
        ...OFFLINE_INFO,
        durationMs: Math.round(performance.now() - started),
        cleanup: [],
        continuations: 0,
      });
    } catch (error) {
      outcome.reject(error);
      throw error;
    } finally {
      outcome.reject(new AiGenerationError('aborted', 'The content stream was closed before it ended'));
    }
  }

  return { textStream: readChunks(), finished: outcome.promise };
}
