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
 * Writes one part with the run's writer (docs/decisions/0029-book-runs.md): a provider's part is counted in the runs'
 * own budget (the tools' window is left alone; the built-in writer is not counted), recorded in the usage log like
 * any generation, read to its end. A provider failure after the retries pauses the run with the provider's message;
 * aborting `signal` (the worker stops) throws, so the part is written again later.
 */
export async function writeBookPart(
  deps: BookRunDeps,
  context: RunContext,
  step: StoredRunStep,
  signal: AbortSignal,
): Promise<PartOutcome> {
  const userId = context.row.user_id;
  await deps.limiter.recordRunPart(userId, deps.ai.info);
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
    if (words > LIMITS.chapterWords) {
      return {
        kind: 'pause',
        reason: `“${step.title}” came back with ${formatCount(words)} words, more than the ${formatCount(LIMITS.chapterWords)} a part may have. Resume to write it again.`,
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
