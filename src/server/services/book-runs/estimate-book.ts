import type { Kysely } from 'kysely';
import { LISTING_FIELDS, LISTING_LIMITS } from '../../../shared/schemas/listing.js';
import { buildContentPrompt, wordsAskedForLessons } from '../../ai/tasks/generate-content/prompt.js';
import { buildListingPrompt } from '../../ai/tasks/generate-listing/prompt.js';
import type { TokenUsage } from '../../ai/index.js';
import { addUsage, emptyUsage } from '../../ai/providers/token-usage.js';
import type { AiProviderInfo } from '../../ai/providers/provider.js';
import type { ListingBasis } from '../../ai/listing/listing-request.js';
import type { Database } from '../../db/schema.js';
import { partRequest, type PartSources } from './run-context.js';
import type { ContentRequest } from '../../ai/book-context/chapter-context.js';
import type { StoredRunStep } from './stored-run.js';
import { COURSE_PLAN_LIMITS } from '../../../shared/limits.js';
import { productKindOfType } from '../products/product-kinds.js';
import { buildCourseModulePrompt } from '../../ai/tasks/draft-course-module/prompt.js';
import { moduleDraftRequest } from './plan-course-module.js';

/** About four characters of English to a token, and four tokens to three words. */
const CHARS_PER_TOKEN = 4;
const TOKENS_PER_WORD = 4 / 3;
/** The longest summary a part hands on (summarizeChapter). */
const SUMMARY_CHARS = 400;
/** How many of the creator's recent generations set the expected pace. */
const PACE_SAMPLE = 20;

/** Tokens in a text, at four characters a token. */
const tokensIn = (text: string) => Math.round(text.length / CHARS_PER_TOKEN);

/** The tokens of one part's request as it will be sent. */
function promptTokens(request: ContentRequest): number {
  const { system, prompt } = buildContentPrompt(request);
  return tokensIn(system) + tokensIn(prompt);
}

/**
 * The tokens writing one part should take (docs/decisions/0029-book-runs.md): its prompt as it will be sent, with
 * the summaries `sources` hold, and the longest answer the prompt asks for — for a course's module the run drafts
 * lessons for, as many lessons as a draft may have. A run checks its budget with it before each part
 * (docs/decisions/0061-run-budget.md).
 */
export function estimatePartTokens(sources: PartSources, step: StoredRunStep): TokenUsage {
  const request = partRequest(sources, step);
  const drafted = moduleToDraft(sources, step);
  const lessons =
    drafted && !drafted.module.lessons?.length
      ? COURSE_PLAN_LIMITS.draftedLessons
      : (request.chapter?.lessons?.length ?? 0);
  const part = {
    inputTokens: promptTokens(request),
    outputTokens: Math.round(wordsAskedForLessons(lessons).max * TOKENS_PER_WORD),
  };
  return drafted ? addUsage(part, moduleDraftTokens(sources, drafted.index)) : part;
}

/** The longest module draft in characters: every lesson and question a writer drafts, each field at its longest. */
const MODULE_DRAFT_CHARS =
  COURSE_PLAN_LIMITS.draftedLessons *
    (COURSE_PLAN_LIMITS.lessonTitle + COURSE_PLAN_LIMITS.objective + 5 * COURSE_PLAN_LIMITS.keyPoint) +
  COURSE_PLAN_LIMITS.draftedQuestions *
    (COURSE_PLAN_LIMITS.question + 4 * COURSE_PLAN_LIMITS.choice + COURSE_PLAN_LIMITS.explanation);

/**
 * The course module a run drafts before writing `step` (plan-course-module.ts): one the run's plan gives no lessons,
 * or lessons and no quiz; null for any other part.
 */
function moduleToDraft(sources: PartSources, step: StoredRunStep) {
  const index = step.role === 'chapter' && step.number !== null ? step.number - 1 : -1;
  const module = sources.plan.chapters[index];
  const lacking = module && (!module.lessons?.length || module.quizzed === false);
  return lacking && productKindOfType(sources.plan.productType).chapterPlanWriter !== null ? { index, module } : null;
}

/**
 * The tokens drafting module `index`'s lessons and quiz should take: its request as it will be sent and the longest
 * draft (a quiz on planned lessons is answered with them).
 */
function moduleDraftTokens(sources: PartSources, index: number): TokenUsage {
  const { system, prompt } = buildCourseModulePrompt(moduleDraftRequest(sources, index));
  return {
    inputTokens: tokensIn(system) + tokensIn(prompt),
    outputTokens: Math.ceil(MODULE_DRAFT_CHARS / CHARS_PER_TOKEN),
  };
}

/**
 * The tokens writing `steps` should take: each part's estimate with a full-length summary for every chapter before
 * it.
 */
export function estimateBookTokens(
  sources: Omit<PartSources, 'summaries'>,
  steps: readonly StoredRunStep[],
): TokenUsage {
  const summaries = new Map(sources.plan.chapters.map((_, index) => [index + 1, 'x'.repeat(SUMMARY_CHARS)]));
  return steps.reduce(
    (total, step) => addUsage(total, estimatePartTokens({ ...sources, summaries }, step)),
    emptyUsage(),
  );
}

/** The longest listing in characters: every field at its store's limit. */
const LISTING_CHARS =
  LISTING_LIMITS.description +
  LISTING_LIMITS.blurb +
  LISTING_LIMITS.keywords * LISTING_LIMITS.keyword +
  LISTING_LIMITS.categories * LISTING_LIMITS.category +
  LISTING_LIMITS.authorBio +
  LISTING_LIMITS.etsyTitle +
  LISTING_LIMITS.etsyTags * LISTING_LIMITS.etsyTag +
  LISTING_LIMITS.summary;

/**
 * The tokens drafting the listing at the end of a run should take (docs/decisions/0066-listing-in-run-budget.md): its
 * request as it will be sent, and every field at its longest. The run checks its budget with it before asking.
 */
export function estimateListingTokens(basis: ListingBasis): TokenUsage {
  const { system, prompt } = buildListingPrompt({ ...basis, fields: LISTING_FIELDS });
  return { inputTokens: tokensIn(system) + tokensIn(prompt), outputTokens: Math.ceil(LISTING_CHARS / CHARS_PER_TOKEN) };
}

/**
 * The tokens the built-in writer's part is counted as (docs/decisions/0061-run-budget.md): it sends nothing to a
 * provider, so its prompt and its text are counted as the estimate counts a prompt, four characters a token, and a
 * budget holds the same way with it as with a provider.
 */
export function countOfflineTokens(sources: PartSources, step: StoredRunStep, text: string): TokenUsage {
  return { inputTokens: promptTokens(partRequest(sources, step)), outputTokens: tokensIn(text) };
}

/**
 * Seconds writing `parts` parts should take at the pace of the creator's recent sections with this writer; null
 * when they have written none with it.
 */
export async function estimateBookSeconds(
  db: Kysely<Database>,
  userId: string,
  info: AiProviderInfo,
  parts: number,
): Promise<number | null> {
  const recent = await db
    .selectFrom('generation_usage')
    .select('duration_ms')
    .where('user_id', '=', userId)
    .where('task', '=', 'generate-content')
    .where('outcome', '=', 'success')
    .where('provider', '=', info.provider)
    .where('model', '=', info.model)
    .orderBy('created_at', 'desc')
    .limit(PACE_SAMPLE)
    .execute();
  if (recent.length === 0) return null;
  const average = recent.reduce((total, row) => total + row.duration_ms, 0) / recent.length;
  return Math.round((average / 1000) * parts);
}
