import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeReply, startFakeAiServer, type FakeAiServer } from '../../../../tests/fakes/fake-ai-server.js';
import { generateContentInput } from '../../../shared/schemas/content.js';
import { generateTitlesInput } from '../../../shared/schemas/title.js';
import { createAiEngine, type CreateAiEngineOptions } from '../create-ai-engine.js';
import type { ContentStream } from '../engine.js';
import { AiGenerationError, type AiErrorKind } from './errors.js';
import type { AiProviderInfo } from './provider.js';

const TIMEOUT_MS = 400;
/** A port of this machine nothing listens on: the connection is refused. */
const CLOSED_BASE_URL = 'http://127.0.0.1:3449/v1';

const titlesInput = generateTitlesInput.parse({ tone: 'urgent', productConcept: 'A 30-day meal prep challenge' });
const contentInput = generateContentInput.parse({
  title: 'Sunday Meal Prep',
  sectionName: 'Chapter 2',
  contentType: 'howto',
});
const SECTION = 'Pick three recipes and write the list. Batch-cook on Sunday for ninety minutes.';

let first: FakeAiServer;
let second: FakeAiServer;

beforeAll(async () => {
  [first, second] = await Promise.all([startFakeAiServer(), startFakeAiServer()]);
});
afterEach(() => {
  for (const server of [first, second]) {
    server.reset();
    server.setFallback(fakeReply.status(500, 'fake AI server: no response queued'));
  }
});
afterAll(() => Promise.all([first.close(), second.close()]));

/** An engine over the first fake with the second behind it; what each failover told. */
function engineWithFallback(options: Partial<CreateAiEngineOptions> = {}) {
  const fallbacks: Array<{ kind: AiErrorKind; fallback: AiProviderInfo }> = [];
  const engine = createAiEngine({
    config: { provider: 'openai-compatible', model: 'first-model', baseURL: first.baseURL },
    fallback: { provider: 'openai-compatible', model: 'second-model', baseURL: second.baseURL },
    onFallback: (failure, fallback) => fallbacks.push({ kind: failure.kind, fallback }),
    timeouts: { structuredMs: TIMEOUT_MS, contentMs: TIMEOUT_MS },
    ...options,
  });
  return { engine, fallbacks };
}

async function failureOf(promise: Promise<unknown>): Promise<AiGenerationError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AiGenerationError)) throw new Error(`expected an AiGenerationError, got ${String(error)}`);
  return error;
}

async function readAll(stream: ContentStream): Promise<string> {
  let text = '';
  for await (const chunk of stream.textStream) text += chunk;
  return text;
}

describe('a second provider behind the first', () => {
  it.each([
    ['a 5xx', 503, 'provider'],
    ['a 429', 429, 'rate_limited'],
  ] as const)('%s after the retries: the fallback answers, and the answer names it', async (_, status, kind) => {
    first.setFallback(fakeReply.status(status));
    second.enqueue(fakeReply.json({ titles: ['Prep Now'] }));
    const { engine, fallbacks } = engineWithFallback();

    const generation = await engine.generateTitles(titlesInput);

    expect(generation).toMatchObject({ result: ['Prep Now'], provider: 'openai-compatible', model: 'second-model' });
    expect(engine.info).toEqual({ provider: 'openai-compatible', model: 'first-model' });
    expect(fallbacks).toEqual([{ kind, fallback: { provider: 'openai-compatible', model: 'second-model' } }]);
    expect(first.requests).toHaveLength(1 + 2);
    expect(second.requests).toHaveLength(1);
  });

  it('a first provider that never answers: the fallback answers once the time limit passes', async () => {
    first.setFallback(fakeReply.hang());
    second.enqueue(fakeReply.json({ titles: ['Prep Now'] }));
    const { engine, fallbacks } = engineWithFallback();
    expect((await engine.generateTitles(titlesInput)).model).toBe('second-model');
    expect(fallbacks.map((told) => told.kind)).toEqual(['timeout']);
  });

  it('a first provider that refuses the connection: the fallback answers', async () => {
    second.enqueue(fakeReply.json({ titles: ['Prep Now'] }));
    const { engine } = engineWithFallback({
      config: { provider: 'openai-compatible', model: 'first-model', baseURL: CLOSED_BASE_URL },
      maxRetries: 0,
    });
    expect((await engine.generateTitles(titlesInput)).model).toBe('second-model');
  });

  it('a wrong key is not an outage: the fallback is not asked', async () => {
    first.enqueue(fakeReply.status(401, 'Incorrect API key provided'));
    const { engine, fallbacks } = engineWithFallback();
    const error = await failureOf(engine.generateTitles(titlesInput));
    expect(error.message).toBe('The AI provider failed (401): Incorrect API key provided');
    expect(fallbacks).toEqual([]);
    expect(second.requests).toEqual([]);
  });

  it('the fallback failing too: the failure names both', async () => {
    first.setFallback(fakeReply.status(503, 'Overloaded'));
    second.enqueue(fakeReply.status(401, 'Incorrect API key provided'));
    const { engine } = engineWithFallback();
    const error = await failureOf(engine.generateTitles(titlesInput));
    expect(error.kind).toBe('provider');
    expect(error.message).toBe(
      'The AI provider failed (503): Overloaded. The fallback, openai-compatible/second-model, failed too: The AI provider failed (401): Incorrect API key provided',
    );
  });

  it("a content stream the first can't start is the fallback's, from its first word", async () => {
    first.setFallback(fakeReply.status(502));
    second.enqueue(fakeReply.text(SECTION));
    const { engine } = engineWithFallback();

    const stream = await engine.streamContent(contentInput);

    expect(await readAll(stream)).toBe(SECTION);
    expect(await stream.finished).toMatchObject({
      text: SECTION,
      provider: 'openai-compatible',
      model: 'second-model',
    });
    expect(first.requests).toHaveLength(1 + 2);
  });

  it("a refusal is the first's answer, not an outage: the fallback is not asked", async () => {
    first.enqueue(fakeReply.text("I'm sorry, but I can't help with that."));
    const { engine } = engineWithFallback();
    expect((await failureOf(engine.streamContent(contentInput))).kind).toBe('invalid_output');
    expect(second.requests).toEqual([]);
  });

  it("a stream cut before any of its text was sent is the fallback's too", async () => {
    first.enqueue(fakeReply.cut(SECTION, 4));
    second.enqueue(fakeReply.text(SECTION));
    const { engine } = engineWithFallback();
    const stream = await engine.streamContent(contentInput);
    expect(await readAll(stream)).toBe(SECTION);
    expect((await stream.finished).model).toBe('second-model');
  });

  it('a stream cut after its first words stays a failure: what was sent cannot be taken back', async () => {
    first.enqueue(fakeReply.cut([SECTION, SECTION, SECTION].join('\n\n'), 30));
    const { engine } = engineWithFallback();
    const stream = await engine.streamContent(contentInput);
    expect((await failureOf(readAll(stream))).kind).toBe('provider');
    expect(second.requests).toEqual([]);
  });
});
