import { LIMITS } from '../../../shared/limits.js';
import { countWords } from '../../../shared/count-words.js';
import { formatCount } from '../../../shared/format-count.js';
import { summarizeChapter } from '../../ai/summarize-chapter.js';
import { failGeneration } from '../generation/generation-failure.js';
import { recordGeneration } from '../generation/record-generation.js';
import { writerOf } from '../generation/content-writer.js';
import { readCount } from '../../db/codec.js';
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
    const result = await writePart(deps, context, step, signal);
    if (result === 'no-new-version') {
      return {
        kind: 'pause',
        reason: `The built-in writer has no other version of “${step.title}”, so its text is unchanged. Edit the text yourself, or connect an AI provider for new text.`,
      };
    }
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
        writer: writerOf(deps.ai.info),
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

/** Versions of a part the built-in writer tries before it says it has no other. */
const OFFLINE_REWRITE_TRIES = 8;

/**
 * Streams the part to its end. A rewrite (the step names its section) asks for a version after every one a run has
 * written; the built-in writer, deterministic and with a few versions of a part, tries the next ones while it gives
 * back the text the section has, and answers 'no-new-version' when all do: a rewrite never saves the same text.
 */
async function writePart(deps: BookRunDeps, context: RunContext, step: StoredRunStep, signal: AbortSignal) {
  const stream = async (variant?: number) => {
    const request = variant === undefined ? partRequest(context, step) : { ...partRequest(context, step), variant };
    const content = await deps.ai.streamContent(request, { signal, maxRetries: BOOK_PART_RETRIES });
    for await (const chunk of content.textStream) void chunk;
    return content.finished;
  };
  if (!step.contentId) return stream();
  const first = (await timesWritten(deps, step.contentId)) + 1;
  if (deps.ai.info.provider !== 'offline') return stream(first);
  const current = await deps.db
    .selectFrom('generated_content')
    .select('content')
    .where('id', '=', step.contentId)
    .where('user_id', '=', context.row.user_id)
    .executeTakeFirst();
  for (let variant = first; variant < first + OFFLINE_REWRITE_TRIES; variant++) {
    const result = await stream(variant);
    if (result.text !== current?.content) return result;
  }
  return 'no-new-version' as const;
}

/** How often a book run has written the section. */
async function timesWritten(deps: BookRunDeps, contentId: string): Promise<number> {
  const row = await deps.db
    .selectFrom('book_run_parts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('content_id', '=', contentId)
    .executeTakeFirstOrThrow();
  return readCount(row.count);
}
