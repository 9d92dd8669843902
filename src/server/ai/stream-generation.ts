import { streamText, type FinishReason, type LanguageModelUsage } from 'ai';
import { startDeadline } from './deadline.js';
import type { ContentResult, ContentStream, GenerateOptions } from './engine.js';
import { AiGenerationError, toAiGenerationError } from './errors.js';
import type { ModelRuntime } from './model-runtime.js';
import type { PromptParts } from './prompt-format.js';
import { settleOnce } from './settle-once.js';
import { withoutUnstorableText } from './without-unstorable-characters.js';
import { addUsage, emptyUsage } from './token-usage.js';

export interface StreamRequest extends PromptParts {
  /** The final text to keep; undefined when the whole answer is unusable (e.g. empty). */
  toResult: (text: string) => string | undefined;
}

/**
 * Streams a text generation within the content time limit. Resolves when the first text arrives;
 * `finished` resolves only when the model said it stopped, so a cut or failed stream never counts as content.
 */
export async function streamGeneration(
  runtime: ModelRuntime,
  request: StreamRequest,
  options: GenerateOptions = {},
): Promise<ContentStream> {
  const started = performance.now();
  const outcome = settleOnce<ContentResult>();
  const deadline = startDeadline(runtime.timeouts.contentMs, options.signal, () =>
    outcome.reject(toAiGenerationError(deadline.signal.reason, deadline.context())),
  );
  const response = streamText({
    model: runtime.model,
    system: request.system,
    prompt: request.prompt,
    maxRetries: options.maxRetries ?? runtime.maxRetries,
    abortSignal: deadline.signal,
    // Failures arrive as stream parts below; the default handler would only log them.
    onError: () => undefined,
  });

  async function* readText(): AsyncGenerator<string> {
    let text = '';
    // A high surrogate ending one delta may pair with a low one starting the next: held back until it is seen.
    let heldSurrogate = '';
    let finishReason: FinishReason | undefined;
    let usage: LanguageModelUsage | undefined;
    try {
      for await (const part of response.fullStream) {
        if (part.type === 'text-delta') {
          const received = heldSurrogate + part.text;
          heldSurrogate = /[\uD800-\uDBFF]$/.test(received) ? received.slice(-1) : '';
          const delta = withoutUnstorableText(received.slice(0, received.length - heldSurrogate.length));
          if (!delta) continue;
          text += delta;
          yield delta;
        } else if (part.type === 'error') {
          throw part.error;
        } else if (part.type === 'abort') {
          throw deadline.signal.reason;
        } else if (part.type === 'finish') {
          finishReason = part.finishReason;
          usage = part.totalUsage;
        }
      }
      if (finishReason !== 'stop') {
        throw new AiGenerationError(
          'provider',
          `The content stream ended before the section was complete (finish reason: ${finishReason ?? 'none'})`,
        );
      }
      const result = request.toResult(text);
      if (result === undefined) throw new AiGenerationError('invalid_output', 'The AI returned no usable content');
      outcome.resolve({
        text: result,
        usage: addUsage(emptyUsage(), usage),
        ...runtime.info,
        durationMs: Math.round(performance.now() - started),
      });
    } catch (error) {
      const failure = toAiGenerationError(error, deadline.context());
      outcome.reject(failure);
      throw failure;
    } finally {
      if (!outcome.settled()) {
        deadline.cancel();
        outcome.reject(new AiGenerationError('aborted', 'The content stream was closed before it ended'));
      }
      deadline.clear();
    }
  }

  const reader = readText();
  const first = await reader.next();
  return {
    textStream: continueWith(first, reader),
    finished: outcome.promise,
  };
}

/** An iterable that yields an already-read first result, then the rest of the generator. */
async function* continueWith(first: IteratorResult<string>, rest: AsyncGenerator<string>): AsyncGenerator<string> {
  try {
    if (first.done) return;
    yield first.value;
    yield* { [Symbol.asyncIterator]: () => rest };
  } finally {
    await rest.return(undefined);
  }
}
