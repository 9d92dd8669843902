import { AiGenerationError, type ContentStream } from '../../ai/index.js';
import type { ContentStreamEvent } from '../../../shared/api-types.js';
import type { GenerateContentInput } from '../../../shared/schemas/content.js';
import type { GenerationDeps } from './generation-deps.js';
import { FAILURE_MESSAGES, failGeneration } from './generation-failure.js';
import { recordGeneration } from './record-generation.js';

const TASK = 'generate-content';
const encoder = new TextEncoder();
const encodeEvent = (event: ContentStreamEvent) => encoder.encode(`${JSON.stringify(event)}\n`);

/**
 * Streams a content section as NDJSON events: `text` chunks as they are written, then `done`,
 * or `error` if the provider fails midway. A failure before the first text is a plain error response.
 * Nothing is saved here: the user saves the finished text. Every call is recorded once, however it ends.
 */
export async function streamContentGeneration(
  deps: GenerationDeps,
  userId: string,
  input: GenerateContentInput,
  requestSignal: AbortSignal,
): Promise<Response> {
  deps.limiter.take(userId);
  const startedAt = performance.now();
  const cancel = new AbortController();
  requestSignal.addEventListener('abort', () => cancel.abort(), { once: true });

  let stream: ContentStream;
  try {
    stream = await deps.ai.streamContent(input, { signal: cancel.signal });
  } catch (error) {
    throw await failGeneration(deps, userId, TASK, error, startedAt);
  }
  stream.finished.catch(() => undefined);
  const chunks = stream.textStream[Symbol.asyncIterator]();
  let ended = false;

  const body = new ReadableStream<Uint8Array>({
    async pull(out) {
      let last: ContentStreamEvent;
      try {
        const next = await chunks.next();
        if (ended) return;
        if (!next.done) {
          out.enqueue(encodeEvent({ type: 'text', text: next.value }));
          return;
        }
        const result = await stream.finished;
        ended = true;
        await recordGeneration(deps.db, deps.logger, {
          userId,
          task: TASK,
          info: deps.ai.info,
          usage: result.usage,
          durationMs: result.durationMs,
          outcome: 'success',
        });
        last = { type: 'done' };
      } catch (error) {
        if (ended) return;
        ended = true;
        await failGeneration(deps, userId, TASK, error, startedAt);
        last = { type: 'error', message: FAILURE_MESSAGES[TASK] };
      }
      out.enqueue(encodeEvent(last));
      out.close();
    },
    async cancel() {
      if (ended) return;
      ended = true;
      cancel.abort();
      await chunks.return?.();
      await failGeneration(deps, userId, TASK, new AiGenerationError('aborted', 'The reader went away'), startedAt);
    },
  });

  return new Response(body, {
    headers: { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' },
  });
}
