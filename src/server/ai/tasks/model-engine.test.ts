import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeReply, startFakeAiServer, type FakeAiServer } from '../../../../tests/fakes/fake-ai-server.js';
import { generateContentInput } from '../../../shared/schemas/content.js';
import { generateProductIdeasInput } from '../../../shared/schemas/idea.js';
import { generateNichesInput, type NicheResult } from '../../../shared/schemas/niche.js';
import { generateTitlesInput } from '../../../shared/schemas/title.js';
import type { AiConfig } from '../providers/config.js';
import { createAiEngine } from '../create-ai-engine.js';
import type { AiEngine, ContentStream } from '../engine.js';
import { AiGenerationError, type AiErrorKind } from '../providers/errors.js';

const TIMEOUT_MS = 400;

const nichesInput = generateNichesInput.parse({
  targetAudience: 'busy first-time parents',
  interests: 'meal prep',
  budgetRange: '$500–$1,000',
});
const ideasInput = generateProductIdeasInput.parse({
  productType: 'workbook',
  niche: 'Meal prep for busy first-time parents',
  nicheContext: { marketSize: 'Large', demographics: { age: '25–40', income: 'Middle', painPoints: ['No time'] } },
});
const titlesInput = generateTitlesInput.parse({ tone: 'urgent', productConcept: 'A 30-day meal prep challenge' });
const contentInput = generateContentInput.parse({
  title: 'Sunday Meal Prep',
  sectionName: 'Chapter 2',
  outline: '- Plan\n- Cook',
  contentType: 'howto',
});

const niche = (index: number): NicheResult => ({
  name: `Niche ${index}`,
  marketSize: 'Large: many parents',
  competitionLevel: 'Medium: some guides exist',
  profitPotential: 'High: $29 guides sell',
  demographics: { age: '25–40', income: 'Middle', painPoints: ['No time', 'Picky eaters'] },
});
const MARKDOWN =
  '# Chapter 2\n\n## Plan\n\nPick three recipes and write the list.\n\n## Cook\n\nBatch-cook on Sunday for ninety minutes.\n';
/** The section as the editor and the saved text get it: the answer's own heading of the section taken out. */
const SECTION = MARKDOWN.replace('# Chapter 2\n\n', '').trim();

async function readAll(stream: ContentStream): Promise<string> {
  let text = '';
  for await (const chunk of stream.textStream) text += chunk;
  return text;
}

async function expectKind(promise: Promise<unknown>, kind: AiErrorKind): Promise<AiGenerationError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AiGenerationError);
  expect((error as AiGenerationError).kind).toBe(kind);
  return error as AiGenerationError;
}

let server: FakeAiServer;
let engine: AiEngine;

beforeAll(async () => {
  server = await startFakeAiServer();
  const config: AiConfig = { provider: 'openai-compatible', model: 'fake-model', baseURL: server.baseURL };
  engine = createAiEngine({
    config,
    timeouts: { structuredMs: TIMEOUT_MS, contentMs: TIMEOUT_MS },
  });
});

afterEach(() => server.reset());
afterAll(() => server.close());

describe('structured generation against an OpenAI-compatible server', () => {
  it('returns validated niches with usage, provider and model, asking for structured output', async () => {
    server.enqueue(
      fakeReply.json({ niches: [niche(1), niche(2)] }, { usage: { promptTokens: 120, completionTokens: 80 } }),
    );

    const generation = await engine.generateNiches(nichesInput);

    expect(generation.result).toEqual([niche(1), niche(2)]);
    expect(generation.usage).toEqual({ inputTokens: 120, outputTokens: 80 });
    expect(generation).toMatchObject({ provider: 'openai-compatible', model: 'fake-model' });
    expect(generation.durationMs).toBeGreaterThanOrEqual(0);
    const [request] = server.requests;
    expect(request?.body.model).toBe('fake-model');
    expect(request?.body.response_format?.type).toBe('json_schema');
    expect(JSON.stringify(request?.body.messages)).toContain('busy first-time parents');
  });

  it('returns product ideas and titles', async () => {
    const idea = {
      concept: 'A workbook',
      targetAudience: 'Parents',
      sellingPoints: ['Fast'],
      modules: ['Exercise 1: Plan'],
    };
    server.enqueue(
      fakeReply.json({ ideas: [idea] }),
      fakeReply.json({ titles: ['1. "Prep Now"', 'Prep Now', 'Cook Less'] }),
    );

    expect((await engine.generateProductIdeas(ideasInput)).result).toEqual([idea]);
    expect((await engine.generateTitles(titlesInput)).result).toEqual(['Prep Now', 'Cook Less']);
  });

  it('keeps at most 20 items', async () => {
    server.enqueue(fakeReply.json({ niches: Array.from({ length: 25 }, (_, index) => niche(index)) }));
    expect((await engine.generateNiches(nichesInput)).result).toHaveLength(20);
  });

  it('retries a 429 and then succeeds', async () => {
    server.enqueue(fakeReply.status(429, 'slow down'), fakeReply.json({ niches: [niche(1)] }));
    expect((await engine.generateNiches(nichesInput)).result).toEqual([niche(1)]);
    expect(server.requests).toHaveLength(2);
  });

  it('fails as rate_limited when the provider keeps answering 429', async () => {
    server.enqueue(fakeReply.status(429), fakeReply.status(429), fakeReply.status(429));
    await expectKind(engine.generateNiches(nichesInput), 'rate_limited');
    expect(server.requests).toHaveLength(3);
  });

  it('retries a 500 and fails as provider when it persists', async () => {
    server.enqueue(fakeReply.status(500), fakeReply.status(503), fakeReply.status(500));
    const error = await expectKind(engine.generateNiches(nichesInput), 'provider');
    expect(error.message).toContain('500');
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a client error', async () => {
    server.enqueue(fakeReply.status(401, 'bad key'));
    await expectKind(engine.generateTitles(titlesInput), 'provider');
    expect(server.requests).toHaveLength(1);
  });

  it('honours Retry-After on a 429', async () => {
    server.enqueue(fakeReply.status(429, 'wait', { 'retry-after-ms': '15' }), fakeReply.json({ titles: ['Prep Now'] }));
    expect((await engine.generateTitles(titlesInput)).result).toEqual(['Prep Now']);
  });

  it('fails as timeout when the provider hangs past the time limit', async () => {
    server.enqueue(fakeReply.hang());
    const error = await expectKind(engine.generateNiches(nichesInput), 'timeout');
    // Ended by the engine's own limit, not by the connection or the AI SDK giving up.
    expect(error.message).toBe(`The AI provider did not finish within ${TIMEOUT_MS} ms`);
  });

  it('fails as provider on a malformed response body', async () => {
    server.enqueue(fakeReply.malformed());
    await expectKind(engine.generateNiches(nichesInput), 'provider');
  });

  it('retries an answer that is not valid JSON once, then succeeds', async () => {
    server.enqueue(fakeReply.text('Here are your niches: …'), fakeReply.json({ niches: [niche(3)] }));
    expect((await engine.generateNiches(nichesInput)).result).toEqual([niche(3)]);
    expect(server.requests).toHaveLength(2);
  });

  it('fails as invalid_output after two invalid answers', async () => {
    server.enqueue(fakeReply.text('{"niches": ['), fakeReply.json({ niches: [{ name: 'missing fields' }] }));
    await expectKind(engine.generateNiches(nichesInput), 'invalid_output');
    expect(server.requests).toHaveLength(2);
  });

  it('drops control characters, unpaired surrogates and noncharacters from the answer, which no text field could save', async () => {
    server.enqueue(fakeReply.json({ titles: ['Prep\u0000 Now\u0007', 'Cook\tLess\uD800\uFFFF', 'Bake \uFDD0🍞'] }));
    expect((await engine.generateTitles(titlesInput)).result).toEqual(['Prep Now', 'Cook\tLess', 'Bake 🍞']);
  });

  it('treats an empty list as invalid output', async () => {
    server.enqueue(fakeReply.json({ titles: [] }), fakeReply.json({ titles: ['  '] }));
    await expectKind(engine.generateTitles(titlesInput), 'invalid_output');
  });

  it('fails as aborted when the caller cancels', async () => {
    server.enqueue(fakeReply.hang());
    const controller = new AbortController();
    const generating = engine.generateNiches(nichesInput, { signal: controller.signal });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort();
    await expectKind(generating, 'aborted');
  });
});

describe('streamed content against an OpenAI-compatible server', () => {
  it('drops control characters from the streamed text and the final section', async () => {
    server.enqueue(fakeReply.text('## Prep\u0000\n\nCook\u001b once.\r\n'));
    const stream = await engine.streamContent(contentInput);
    expect(await readAll(stream)).toBe('## Prep\n\nCook once.');
    expect((await stream.finished).text).toBe('## Prep\n\nCook once.');
  });

  it('streams the markdown and resolves finished with the text and usage', async () => {
    server.enqueue(fakeReply.text(MARKDOWN, { usage: { promptTokens: 300, completionTokens: 40 } }));

    const stream = await engine.streamContent(contentInput);
    const chunks: string[] = [];
    for await (const chunk of stream.textStream) chunks.push(chunk);
    const finished = await stream.finished;

    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.join('')).toBe(SECTION);
    expect(finished.text).toBe(SECTION);
    expect(finished.cleanup).toEqual([{ kind: 'heading', text: '# Chapter 2' }]);
    expect(finished.usage).toEqual({ inputTokens: 300, outputTokens: 40 });
    expect(finished).toMatchObject({ provider: 'openai-compatible', model: 'fake-model' });
    expect(server.requests[0]?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
  });

  it('retries a 429 before the stream starts', async () => {
    server.enqueue(fakeReply.status(429), fakeReply.text(MARKDOWN));
    const stream = await engine.streamContent(contentInput);
    expect(await readAll(stream)).toBe(SECTION);
    expect(server.requests).toHaveLength(2);
  });

  it('rejects before any text when the provider fails, and finished rejects too', async () => {
    server.enqueue(fakeReply.status(500), fakeReply.status(500), fakeReply.status(500));
    await expectKind(engine.streamContent(contentInput), 'provider');
  });

  it('rejects as timeout when the stream never starts', async () => {
    server.enqueue(fakeReply.hang());
    await expectKind(engine.streamContent(contentInput), 'timeout');
  });

  it.each(['reset', 'eof'] as const)(
    'fails a stream cut in the middle (%s) and never resolves finished',
    async (ending) => {
      server.enqueue(fakeReply.cut(MARKDOWN, 8, ending));
      const stream = await engine.streamContent(contentInput);

      await expectKind(readAll(stream), 'provider');
      await expectKind(stream.finished, 'provider');
    },
  );

  it('fails as timeout when the stream is still running at the time limit', async () => {
    server.enqueue(fakeReply.text(MARKDOWN, { chunkDelayMs: 60 }));
    const stream = await engine.streamContent(contentInput);

    await expectKind(readAll(stream), 'timeout');
    await expectKind(stream.finished, 'timeout');
  });

  it('rejects finished as aborted when the reader stops early', async () => {
    server.enqueue(fakeReply.text(MARKDOWN, { chunkDelayMs: 5 }));
    const stream = await engine.streamContent(contentInput);
    for await (const chunk of stream.textStream) {
      expect(chunk).toBeTruthy();
      break;
    }
    await expectKind(stream.finished, 'aborted');
  });

  it('fails as aborted when the caller cancels mid-stream', async () => {
    server.enqueue(fakeReply.text(MARKDOWN, { chunkDelayMs: 20 }));
    const controller = new AbortController();
    const stream = await engine.streamContent(contentInput, { signal: controller.signal });
    const reading = (async () => {
      // The caller cancels once the text has begun.
      for await (const chunk of stream.textStream) if (chunk) controller.abort();
    })();

    await expectKind(reading, 'aborted');
    await expectKind(stream.finished, 'aborted');
  });
});

describe('the openai provider (chat completions) against the same server', () => {
  it('generates structured results and streams content', async () => {
    const openai = createAiEngine({
      config: { provider: 'openai', model: 'gpt-test', apiKey: 'sk-test', baseURL: server.baseURL },
    });
    server.enqueue(fakeReply.json({ titles: ['Prep Now'] }), fakeReply.text(MARKDOWN));

    expect((await openai.generateTitles(titlesInput)).result).toEqual(['Prep Now']);
    expect(await readAll(await openai.streamContent(contentInput))).toBe(SECTION);
    expect(server.requests.map((request) => request.path)).toEqual(['/v1/chat/completions', '/v1/chat/completions']);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer sk-test');
    expect(openai.info).toEqual({ provider: 'openai', model: 'gpt-test' });
  });
});
