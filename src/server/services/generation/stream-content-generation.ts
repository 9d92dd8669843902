import { AiGenerationError, type ContentStream } from '../../ai/index.js';
import type { ContentStreamEvent, GenerateContentRequest } from '../../../shared/schemas/content.js';
import { readChapterContext } from '../book-model/read-chapter-context.js';
import { readProjectLicense } from '../license/project-license.js';
import { describeSection } from '../../ai/book-context/section-role.js';
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
 * chapter of its plan is written for its place in the book (docs/decisions/0028-book-plan.md), and its License
 * Terms say the rights of the license it is sold with (docs/decisions/0079-plr-license.md); another user's project is
 * 'Project not found', before anything is generated or counted.
 */
export async function streamContentGeneration(
  deps: GenerationDeps,
  userId: string,
  { projectId, ...input }: GenerateContentRequest,
  signal: AbortSignal,
): Promise<AsyncGenerator<ContentStreamEvent>> {
  const chapter = projectId ? await readChapterContext(deps.db, userId, projectId, input.sectionName) : undefined;
  const license = projectId ? await licenseTermsOf(deps.db, userId, projectId, input.sectionName) : undefined;
  await deps.limiter.take(userId, deps.ai.info);
  const startedAt = performance.now();
  let stream: ContentStream;
  try {
    stream = await deps.ai.streamContent(
      { ...input, ...(chapter ? { chapter } : {}), ...(license ? { license } : {}) },
      {
        signal,
      },
    );
  } catch (error) {
    throw await failGeneration(deps, userId, TASK, error, startedAt);
  }
  stream.finished.catch(() => undefined);
  return contentEvents(deps, userId, stream, signal, startedAt);
}

/** The license a project's License Terms section states: the one the project is sold with, if any. */
async function licenseTermsOf(db: GenerationDeps['db'], userId: string, projectId: string, sectionName: string) {
  if (describeSection(sectionName).kind !== 'license') return undefined;
  const { license } = await readProjectLicense(db, userId, projectId);
  return license.preset === 'none' ? undefined : license;
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
