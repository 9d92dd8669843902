import { streamText, type FinishReason, type ModelMessage } from 'ai';
import { createAnswerCleaner } from './answer-cleanup/answer-cleaner.js';
import { joinContinuation } from './answer-cleanup/join-continuation.js';
import { mayStillBeRefusal, unusableAnswer } from './answer-cleanup/unusable-answer.js';
import { startDeadline } from './deadline.js';
import type { ContentResult, ContentStream, GenerateOptions, TokenUsage } from '../engine.js';
import { AiGenerationError, toAiGenerationError } from './errors.js';
import type { ModelRuntime } from './model-runtime.js';
import type { PromptParts } from './prompt-format.js';
import { settleOnce } from './settle-once.js';
import { withoutUnstorableText } from './without-unstorable-characters.js';
import { addUsage, emptyUsage } from './token-usage.js';
import { CONTINUATIONS_PER_ANSWER } from '../../limits.js';

export interface StreamRequest extends PromptParts {
  /** The final text to keep; undefined when the whole answer is unusable (e.g. empty). */
  toResult: (text: string) => string | undefined;
  /** What the part is called: a first heading repeating or renaming it is taken out (answer-cleaner.ts). */
  partNames: string[];
}

/** What a reply cut at the token limit is followed by: the request for the rest. */
const CONTINUE_PROMPT =
  'Your answer stopped at the length limit. Continue it from exactly where it stopped: do not repeat any of it, add no preamble, and finish the section.';

/** The request, the answer so far and the request for the rest, as messages. */
function continuationMessages(prompt: string, written: string): ModelMessage[] {
  return [
    { role: 'user', content: prompt },
    { role: 'assistant', content: written },
    { role: 'user', content: CONTINUE_PROMPT },
  ];
}

/**
 * Streams a text generation within the content time limit, cleaned as it comes (answer-cleaner.ts). Resolves when the
 * first text arrives; `finished` resolves only when the model said it stopped, so a cut or failed stream never counts
 * as content. A reply that ends on the token limit is continued, up to CONTINUATIONS_PER_ANSWER times; an answer
 * that is no text (empty, data, a refusal) fails with the provider's words, and a refusal is never streamed.
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
  const ask = (written: string) =>
    streamText({
      model: runtime.model,
      system: request.system,
      ...(written ? { messages: continuationMessages(request.prompt, written) } : { prompt: request.prompt }),
      maxRetries: options.maxRetries ?? runtime.maxRetries,
      abortSignal: deadline.signal,
      // Failures arrive as stream parts below; the default handler would only log them.
      onError: () => undefined,
    });

  /** One reply's text as it comes, then how it ended and what it used. */
  async function* readReply(
    response: ReturnType<typeof ask>,
    ended: { finishReason?: FinishReason; usage: TokenUsage },
  ): AsyncGenerator<string> {
    // A high surrogate ending one delta may pair with a low one starting the next: held back until it is seen.
    let heldSurrogate = '';
    for await (const part of response.fullStream) {
      if (part.type === 'text-delta') {
        const received = heldSurrogate + part.text;
        heldSurrogate = /[\uD800-\uDBFF]$/.test(received) ? received.slice(-1) : '';
        const delta = withoutUnstorableText(received.slice(0, received.length - heldSurrogate.length));
        if (delta) yield delta;
      } else if (part.type === 'error') {
        throw part.error;
      } else if (part.type === 'abort') {
        throw deadline.signal.reason;
      } else if (part.type === 'finish') {
        ended.finishReason = part.finishReason;
        ended.usage = addUsage(ended.usage, part.totalUsage);
      }
    }
  }

  async function* readText(): AsyncGenerator<string> {
    const cleaner = createAnswerCleaner(request.partNames);
    const ended: { finishReason?: FinishReason; usage: TokenUsage } = { usage: emptyUsage() };
    let written = '';
    let cleaned = '';
    let sent = 0;
    let continuations = 0;
    /** The cleaned text not sent yet: all of it while it may still be a refusal. */
    const unsent = (final: boolean) => {
      if (!final && mayStillBeRefusal(cleaned)) return '';
      const text = cleaned.slice(sent);
      sent = cleaned.length;
      return text;
    };
    try {
      for (;;) {
        ended.finishReason = undefined;
        if (written === '') {
          for await (const delta of readReply(ask(written), ended)) {
            written += delta;
            cleaned += cleaner.push(delta);
            const text = unsent(false);
            if (text) yield text;
          }
        } else {
          let rest = '';
          for await (const delta of readReply(ask(written), ended)) rest += delta;
          const joined = joinContinuation(written, rest);
          written += joined;
          cleaned += cleaner.push(joined);
        }
        if (ended.finishReason !== 'length' || continuations === CONTINUATIONS_PER_ANSWER) break;
        continuations += 1;
      }
      if (ended.finishReason !== 'stop') {
        throw new AiGenerationError(
          'provider',
          `The content stream ended before the section was complete (finish reason: ${ended.finishReason ?? 'none'})`,
        );
      }
      cleaned += cleaner.end();
      const unusable = unusableAnswer(cleaned);
      if (unusable) throw new AiGenerationError('invalid_output', unusable);
      const text = unsent(true);
      if (text) yield text;
      const result = request.toResult(cleaned);
      if (result === undefined) throw new AiGenerationError('invalid_output', 'The AI returned no usable content');
      outcome.resolve({
        text: result,
        usage: ended.usage,
        ...runtime.info,
        durationMs: Math.round(performance.now() - started),
        cleanup: cleaner.removed,
        continuations,
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
