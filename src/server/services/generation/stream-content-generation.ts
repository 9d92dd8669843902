import { AiGenerationError, type ContentStream } from '../../ai/index.js';
import type { ContentStreamEvent, GenerateContentRequest } from '../../../shared/schemas/content.js';
import { readChapterContext } from '../book-plans/read-chapter-context.js';
import type { GenerationDeps } from './generation-deps.js';
import { FAILURE_MESSAGES, failGeneration } from './generation-failure.js';
import { recordGeneration } from './record-generation.js';
import { keepContentGeneration } from './content-generations.js';
import { writerOf } from '../sections/content-writer.js';

const TASK = 'generate-content';

/**
 * Starts a content section and returns its events: `text` chunks as they are written, then `done`, or `error` if
 * the provider fails midway. A failure before the first text throws (a plain error answer). The section is not saved
 * here: the user saves the finished text, and the text as generated is kept so the section saved from it records what
 * the machine wrote (docs/decisions/0071-honesty-measured.md). Aborting `signal` stops the provider; every call is recorded once,
 * however it ends, a reader that goes away included. Written for one of the user's projects, the section that is a
 * chapter of its plan is written for its place in the book (docs/decisions/0028-book-plan.md); another user's
 * project is 'Project not found', before anything is generated or counted.
 */
export async function streamContentGeneration(
  deps: GenerationDeps,
  userId: string,
  { projectId, ...input }: GenerateContentRequest,
  signal: AbortSignal,
): Promise<AsyncGenerator<ContentStreamEvent>> {
  const chapter = projectId ? await readChapterContext(deps.db, userId, projectId, input.sectionName) : undefined;
  await deps.limiter.take(userId, deps.ai.info);
  const startedAt = performance.now();
  let stream: ContentStream;
  try {
    stream = await deps.ai.streamContent(chapter ? { ...input, chapter } : input, { signal });
  } catch (error) {
    throw await failGeneration(deps, userId, TASK, error, startedAt);
  }
  stream.finished.catch(() => undefined);
  return contentEvents(deps, userId, stream, signal, startedAt);
}

async function* contentEvents(
  deps: GenerationDeps,
  userId: string,
  stream: ContentStream,
  signal: AbortSignal,
  startedAt: number,
): AsyncGenerator<ContentStreamEvent> {
  let recorded = false;
  const recordFailure = (error: unknown) => {
    recorded = true;
    return failGeneration(deps, userId, TASK, error, startedAt);
  };
  const readerLeft = () => new AiGenerationError('aborted', 'The reader went away');
  const chunks: string[] = [];
  try {
    for await (const text of stream.textStream) {
      chunks.push(text);
      yield { type: 'text', text };
    }
    const result = await stream.finished;
    recorded = true;
    await keepContentGeneration(deps.db, userId, { machine: writerOf(result), text: chunks.join('') });
    await recordGeneration(deps.db, deps.logger, {
      userId,
      task: TASK,
      info: result,
      usage: result.usage,
      durationMs: result.durationMs,
      outcome: 'success',
    });
    yield { type: 'done' };
  } catch (error) {
    if (signal.aborted) {
      await recordFailure(readerLeft());
      return;
    }
    await recordFailure(error);
    yield { type: 'error', message: FAILURE_MESSAGES[TASK] };
  } finally {
    // Closed by the reader between two chunks.
    if (!recorded) await recordFailure(readerLeft());
  }
}
