import { LIMITS } from '../../../shared/limits.js';
import { countWords } from '../../../shared/count-words.js';
import { formatCount } from '../../../shared/format-count.js';
import { summarizeChapter } from '../../ai/summarize-chapter.js';
import { failGeneration } from '../generation/generation-failure.js';
import { recordGeneration } from '../generation/record-generation.js';
import type { BookRunDeps } from './book-run-deps.js';
import { partRequest, type RunContext } from './run-context.js';
import type { WrittenPart } from './save-book-part.js';
import type { StoredRunStep } from './stored-run.js';
import { BOOK_PART_RETRIES } from '../../limits.js';

const TASK = 'generate-content';

/** A part written, or why the run pauses: the provider's message, or a part over the word limit. */
export type PartOutcome = { kind: 'written'; part: WrittenPart } | { kind: 'pause'; reason: string };

/**
 * The words a part may run to: a chapter's limit, and for the introduction and conclusion, which name the chapters,
 * that limit and the words of the chapters' titles, so the longest plan's book can be written.
 */
function partWordLimit(context: RunContext, step: StoredRunStep): number {
  if (step.role === 'chapter') return LIMITS.chapterWords;
  return LIMITS.chapterWords + countWords(context.plan.chapters.map((chapter) => chapter.title).join('\n'));
}

/**
 * Writes one part with the run's writer (docs/decisions/0029-book-runs.md): counted in the user's generation window,
 * recorded in the usage log like any generation, read to its end. A provider failure after the retries pauses the
 * run with the provider's message; aborting `signal` (the worker stops) throws, so the part is written again later.
 */
export async function writeBookPart(
  deps: BookRunDeps,
  context: RunContext,
  step: StoredRunStep,
  signal: AbortSignal,
): Promise<PartOutcome> {
  const userId = context.row.user_id;
  await deps.limiter.record(userId);
  const startedAt = performance.now();
  try {
    const stream = await deps.ai.streamContent(partRequest(context, step), { signal, maxRetries: BOOK_PART_RETRIES });
    for await (const chunk of stream.textStream) void chunk;
    const result = await stream.finished;
    await recordGeneration(deps.db, deps.logger, {
      userId,
      task: TASK,
      info: deps.ai.info,
      usage: result.usage,
      durationMs: result.durationMs,
      outcome: 'success',
    });
    const words = countWords(result.text);
    const limit = partWordLimit(context, step);
    if (words > limit) {
      return {
        kind: 'pause',
        reason: `“${step.title}” came back with ${formatCount(words)} words, more than the ${formatCount(limit)} a part may have. Resume to write it again.`,
      };
    }
    return {
      kind: 'written',
      part: {
        text: result.text,
        summary: summarizeChapter(result.text),
        words,
        inputTokens: result.usage.inputTokens,
        outputTokens: result.usage.outputTokens,
        durationMs: performance.now() - startedAt,
      },
    };
  } catch (error) {
    if (signal.aborted) throw error;
    await failGeneration(deps, userId, TASK, error, startedAt);
    return { kind: 'pause', reason: error instanceof Error ? error.message : String(error) };
  }
}
