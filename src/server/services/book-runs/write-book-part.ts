import { COURSE_PLAN_LIMITS, LIMITS } from '../../../shared/limits.js';
import { countWords } from '../../../shared/count-words.js';
import { formatCount } from '../../../shared/format-count.js';
import { summarizeChapter } from '../../ai/book-context/summarize-chapter.js';
import { failGeneration } from '../generation/generation-failure.js';
import { recordGeneration } from '../generation/record-generation.js';
import { writerOf } from '../sections/content-writer.js';
import { readCount } from '../../db/codec.js';
import type { BookRunDeps } from './book-run-deps.js';
import { partRequest, type RunContext } from './run-context.js';
import { wordsAskedFor } from '../../ai/tasks/generate-content/prompt.js';
import type { WrittenPart } from './save-book-part.js';
import type { StoredRunStep } from './stored-run.js';
import { BOOK_PART_RETRIES, PART_REASKS } from '../../limits.js';
import { AiGenerationError, type ContentResult, type TokenUsage } from '../../ai/index.js';
import type { ContentRequest } from '../../ai/book-context/chapter-context.js';
import { addUsage, emptyUsage } from '../../ai/providers/token-usage.js';
import { checkPart, type PartProblem } from './check-part.js';
import { countOfflineTokens } from './estimate-book.js';
import { mostSharedWith, sentencesOf } from './shared-sentences.js';

const TASK = 'generate-content';

/** A part written, or why the run pauses: the provider's message, or a part over the word limit. */
export type PartOutcome = { kind: 'written'; part: WrittenPart } | { kind: 'pause'; reason: string };

/**
 * The words a part may run to: a chapter's limit (a course's module: a lesson's for each of its lessons, when more), and for the introduction and conclusion, which name the chapters,
 * that limit and the words of the chapters' titles, so the longest plan's book can be written.
 */
function partWordLimit(context: RunContext, step: StoredRunStep): number {
  if (step.role === 'chapter') {
    const lessons = step.number === null ? 0 : (context.plan.chapters[step.number - 1]?.lessons?.length ?? 0);
    return Math.max(LIMITS.chapterWords, lessons * COURSE_PLAN_LIMITS.lessonWords);
  }
  return LIMITS.chapterWords + countWords(context.plan.chapters.map((chapter) => chapter.title).join('\n'));
}

/**
 * Writes one part with the run's writer (docs/decisions/0029-book-runs.md): a provider's part is counted in the runs'
 * own budget (the tools' window is left alone; the built-in writer is not counted), recorded in the usage log like
 * any generation, read to its end. A provider failure after the retries, and the fallback's when the first was down
 * (docs/decisions/0060-fallback-provider.md), pauses the run with the provider's message; aborting `signal` (the
 * worker stops) throws, so the part is written again later.
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
    const written =
      deps.ai.info.provider === 'offline'
        ? await writeOffline(deps, context, step, signal)
        : await askProvider(deps, context, step, signal);
    if (written === 'no-new-version') {
      return {
        kind: 'pause',
        reason: `The built-in writer has no other version of “${step.title}”: each it can write repeats half or more of the sentences of its text or of the version before, so its text is unchanged. Edit the text yourself, or connect an AI provider for new text.`,
      };
    }
    if ('reason' in written) return { kind: 'pause', reason: written.reason };
    const { result } = written;
    await recordGeneration(deps.db, deps.logger, {
      userId,
      task: TASK,
      info: result,
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
        writer: writerOf(result),
        summary: summarizeChapter(result.text),
        words,
        // What the prompt asked for at least: a section's range, or a module's lessons' (prompt.ts).
        wordsAsked: wordsAskedFor(partRequest(context, step)).min,
        retries: written.retries,
        continuations: written.continuations,
        cleanup: result.cleanup,
        ...tokensOf(deps, context, step, result),
        durationMs: performance.now() - startedAt,
      },
    };
  } catch (error) {
    if (signal.aborted) throw error;
    await failGeneration(deps, userId, TASK, error, startedAt);
    return { kind: 'pause', reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The tokens a part is counted as: the provider's usage, or for the built-in writer, which sends nothing to one,
 * its prompt and text counted as the estimate counts them (docs/decisions/0061-run-budget.md).
 */
function tokensOf(deps: BookRunDeps, context: RunContext, step: StoredRunStep, result: ContentResult): TokenUsage {
  return deps.ai.info.provider === 'offline' ? countOfflineTokens(context, step, result.text) : result.usage;
}

/** A part's answer as kept, what the tries before it used included, and how often it was asked. */
interface Answered {
  result: ContentResult;
  retries: number;
  continuations: number;
}

/**
 * The part's request; a rewrite's with the number of the version it asks for: versions 0 to n - 1 are the n a run
 * has written.
 */
async function requestFor(deps: BookRunDeps, context: RunContext, step: StoredRunStep) {
  const request = partRequest(context, step);
  return step.contentId ? { ...request, variant: await timesWritten(deps, step.contentId) } : request;
}

/** Streams one request to its end. */
async function streamToEnd(deps: BookRunDeps, request: ContentRequest, signal: AbortSignal): Promise<ContentResult> {
  const content = await deps.ai.streamContent(request, { signal, maxRetries: BOOK_PART_RETRIES });
  for await (const chunk of content.textStream) void chunk;
  return content.finished;
}

/**
 * Asks a provider for the part (docs/decisions/0053-provider-answer-hygiene.md) and asks again, once for each, when
 * the answer is no text (refused, empty, data: the run then pauses with the provider's words), too short or repeating
 * another part (the answer before's shortfall or repeated sentences named; still repeating, the run pauses).
 */
async function askProvider(
  deps: BookRunDeps,
  context: RunContext,
  step: StoredRunStep,
  signal: AbortSignal,
): Promise<Answered | { reason: string }> {
  const request = await requestFor(deps, context, step);
  const asked = new Map<PartProblem['kind'] | 'unusable', number>();
  /** Whether the part may be asked again for this reason, counting it when it may. */
  const askAgain = (reason: PartProblem['kind'] | 'unusable') => {
    const times = asked.get(reason) ?? 0;
    if (times >= PART_REASKS) return false;
    asked.set(reason, times + 1);
    return true;
  };
  let usage = emptyUsage();
  let continuations = 0;
  let feedback: string | undefined;
  for (;;) {
    let result: ContentResult;
    try {
      result = await streamToEnd(deps, feedback ? { ...request, feedback } : request, signal);
    } catch (error) {
      if (!(error instanceof AiGenerationError) || error.kind !== 'invalid_output') throw error;
      if (askAgain('unusable')) continue;
      throw new AiGenerationError(
        'invalid_output',
        `“${step.title}” was not written. ${error.message} Resume to ask again.`,
      );
    }
    usage = addUsage(usage, result.usage);
    continuations += result.continuations;
    const problem = checkPart(context, step, result.text);
    if (problem && askAgain(problem.kind)) {
      feedback = problem.feedback;
      continue;
    }
    if (problem?.pauseReason) return { reason: problem.pauseReason };
    const retries = [...asked.values()].reduce((total, times) => total + times, 0);
    return { result: { ...result, usage }, retries, continuations };
  }
}

/** Versions of a part the built-in writer tries before it says it has none different enough. */
const OFFLINE_REWRITE_TRIES = 8;
/** A rewrite repeats less than this share of its sentences from the text it replaces and from the one before that. */
const REWRITE_MOST_SHARED = 0.5;

/**
 * The built-in writer's part. A rewrite (the step names its section) asks for the version after every one a run has
 * written; the writer, deterministic and with a few variants of each sentence, tries the next ones while a version
 * is the text the section has or the one before it (kept for Restore), or repeats half its sentences from either.
 * When all do, the creator's Rewrite answers 'no-new-version': it never saves a near-copy. A book run rewriting a
 * part the plan left out of date keeps the first version that is not the section's text, near or not: it is
 * written for the plan as it is now, and pausing would leave the part naming chapters the book no longer has.
 */
async function writeOffline(
  deps: BookRunDeps,
  context: RunContext,
  step: StoredRunStep,
  signal: AbortSignal,
): Promise<Answered | 'no-new-version'> {
  const answered = (result: ContentResult): Answered => ({ result, retries: 0, continuations: 0 });
  const request = await requestFor(deps, context, step);
  if (!step.contentId || request.variant === undefined) return answered(await streamToEnd(deps, request, signal));
  const section = await deps.db
    .selectFrom('generated_content')
    .select(['content', 'previous_content'])
    .where('id', '=', step.contentId)
    .where('user_id', '=', context.row.user_id)
    .executeTakeFirst();
  const versions = [section?.content, section?.previous_content].flatMap((text, index) =>
    text ? [{ name: String(index), text, sentences: sentencesOf(text) }] : [],
  );
  let changed: ContentResult | undefined;
  for (let variant = request.variant; variant < request.variant + OFFLINE_REWRITE_TRIES; variant++) {
    const result = await streamToEnd(deps, { ...request, variant }, signal);
    if (result.text === section?.content) continue;
    changed ??= result;
    const shared = mostSharedWith(sentencesOf(result.text), versions);
    const repeats = versions.some((version) => version.text === result.text);
    if (!repeats && (shared?.share ?? 0) < REWRITE_MOST_SHARED) return answered(result);
  }
  return changed && context.row.kind === 'book' ? answered(changed) : 'no-new-version';
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
