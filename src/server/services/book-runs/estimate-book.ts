import type { Kysely } from 'kysely';
import { CONTENT_WORDS, buildContentPrompt } from '../../ai/generate-content/prompt.js';
import type { TokenUsage } from '../../ai/index.js';
import type { AiProviderInfo } from '../../ai/provider.js';
import type { Database } from '../../db/schema.js';
import { partRequest, type PartSources } from './run-context.js';
import type { StoredRunStep } from './stored-run.js';

/** About four characters of English to a token, and four tokens to three words. */
const CHARS_PER_TOKEN = 4;
const TOKENS_PER_WORD = 4 / 3;
/** The longest summary a part hands on (summarizeChapter). */
const SUMMARY_CHARS = 400;
/** How many of the creator's recent generations set the expected pace. */
const PACE_SAMPLE = 20;

/**
 * The tokens writing `steps` should take (docs/decisions/0029-book-runs.md): each part's prompt as it will be sent,
 * with a full-length summary for every chapter before it, and the longest answer the prompt asks for.
 */
export function estimateBookTokens(
  sources: Omit<PartSources, 'summaries'>,
  steps: readonly StoredRunStep[],
): TokenUsage {
  const summaries = new Map(sources.plan.chapters.map((_, index) => [index + 1, 'x'.repeat(SUMMARY_CHARS)]));
  let inputChars = 0;
  for (const step of steps) {
    const { system, prompt } = buildContentPrompt(partRequest({ ...sources, summaries }, step));
    inputChars += system.length + prompt.length;
  }
  return {
    inputTokens: Math.round(inputChars / CHARS_PER_TOKEN),
    outputTokens: Math.round(steps.length * CONTENT_WORDS.max * TOKENS_PER_WORD),
  };
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
