import type { Removal } from './providers/answer-cleanup/answer-cleaner.js';
import type { ContentRequest } from './book-context/chapter-context.js';
import type { ListingDraft, ListingRequest } from './listing/listing-request.js';
import type { CourseModuleDraft, CourseModuleRequest } from './course-module/course-module-request.js';
import type { GenerateProductIdeasInput, IdeaResult } from '../../shared/schemas/idea.js';
import type { GenerateNichesInput, NicheResult } from '../../shared/schemas/niche.js';
import type { GenerateTitlesInput } from '../../shared/schemas/title.js';
import type { AiProviderName } from './providers/config.js';
import type { AiProviderInfo } from './providers/provider.js';

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface GenerateOptions {
  /** Cancels the generation; the call then fails with kind 'aborted'. */
  signal?: AbortSignal;
  /** Retries of a failed provider request (429, 5xx, network) instead of the engine's own number. */
  maxRetries?: number;
}

/** What every finished generation reports, for the usage record. */
export interface GenerationRecord {
  usage: TokenUsage;
  provider: AiProviderName;
  model: string;
  durationMs: number;
}

export interface GenerationResult<T> extends GenerationRecord {
  result: T;
}

export interface ContentResult extends GenerationRecord {
  /** The complete markdown of the section, cleaned of what the provider said to the person asking. */
  text: string;
  /** What the clean-up took out of the provider's answer (none for the built-in writer). */
  cleanup: Removal[];
  /** Requests for the rest of a reply cut at the token limit. */
  continuations: number;
}

export interface ContentStream {
  /** The markdown as it is written. Iterate it to the end (or stop early to cancel); it throws the AiGenerationError on failure. */
  textStream: AsyncIterable<string>;
  /** Resolves once the stream ended complete; rejects with an AiGenerationError if it failed, was cut or cancelled. */
  finished: Promise<ContentResult>;
}

/**
 * The AI generation engine. Every failure is an AiGenerationError.
 * `streamContent` resolves as soon as the first text arrives, so a failure before any text (rate limit,
 * provider error, timeout) rejects it and the caller can still answer with an error status.
 */
export interface AiEngine {
  readonly info: AiProviderInfo;
  /** The second provider, asked when this one is unavailable (docs/decisions/0060-fallback-provider.md); none unset. */
  readonly fallback?: AiProviderInfo;
  generateNiches(input: GenerateNichesInput, options?: GenerateOptions): Promise<GenerationResult<NicheResult[]>>;
  generateProductIdeas(
    input: GenerateProductIdeasInput,
    options?: GenerateOptions,
  ): Promise<GenerationResult<IdeaResult[]>>;
  generateTitles(input: GenerateTitlesInput, options?: GenerateOptions): Promise<GenerationResult<string[]>>;
  streamContent(input: ContentRequest, options?: GenerateOptions): Promise<ContentStream>;
  /** The asked fields of a book's listing, each within its store's limits; a field it could not write is left out. */
  generateListing(input: ListingRequest, options?: GenerateOptions): Promise<GenerationResult<ListingDraft>>;
  /** A course module's lessons and quiz, each valid as the Course Plan saves it (docs/decisions/0073-course-plan.md). */
  draftCourseModule(
    input: CourseModuleRequest,
    options?: GenerateOptions,
  ): Promise<GenerationResult<CourseModuleDraft>>;
}
