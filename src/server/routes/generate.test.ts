import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeReply, startFakeAiServer, type FakeAiServer } from '../../../tests/fakes/fake-ai-server.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { aiStatus } from '../../shared/schemas/ai.js';
import { contentStreamEvent, type ContentStreamEvent } from '../../shared/schemas/content.js';
import { errorBody } from '../../shared/schemas/error.js';
import { generateProductIdeasResult } from '../../shared/schemas/idea.js';
import { generateNichesResult } from '../../shared/schemas/niche.js';
import { generateTitlesResult } from '../../shared/schemas/title.js';
import { createAiEngine, type AiEngine } from '../ai/index.js';
import { generateApi } from '../../shared/api/generate.js';

const NICHES_BODY = { targetAudience: 'busy first-time parents', interests: 'meal prep', budgetRange: '$500-$1,000' };
const IDEAS_BODY = { productType: 'workbook', niche: 'Meal prep for busy first-time parents' };
const TITLES_BODY = { tone: 'urgent', productConcept: 'A 30-day freezer meal challenge for new parents' };
const CONTENT_BODY = {
  title: 'Prep Once, Eat All Week',
  sectionName: 'Chapter 2: The Sunday Session',
  outline: '- Plan three recipes\n- Shop once\n- Batch-cook in ninety minutes',
  contentType: 'howto',
};
const ENDPOINTS = [
  ['/api/generate-niches', NICHES_BODY],
  ['/api/generate-product-ideas', IDEAS_BODY],
  ['/api/generate-titles', TITLES_BODY],
  ['/api/generate-content', CONTENT_BODY],
] as const;

const NICHE = {
  name: 'Freezer meals for night-shift parents',
  marketSize: 'Large',
  competitionLevel: 'Low',
  profitPotential: 'High',
  demographics: { age: '25-40', income: 'Middle', painPoints: ['No time'] },
};
const MARKDOWN = '# Chapter 2: The Sunday Session\n\n## Plan three recipes\n\nPick recipes that share ingredients.\n';
/** The section as the editor gets it: the answer's own heading of the section taken out. */
const SECTION = '## Plan three recipes\n\nPick recipes that share ingredients.';

async function readEvents(res: Response): Promise<ContentStreamEvent[]> {
  return (await res.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => contentStreamEvent.parse(JSON.parse(line)));
}
const textOf = (events: ContentStreamEvent[]) =>
  events.map((event) => (event.type === 'text' ? event.text : '')).join('');

describe('generation with the offline generator', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext('sqlite', { generationLimit: { calls: 3, windowMs: 60_000 } });
  });
  afterEach(() => ctx.close());

  it.each(ENDPOINTS)('%s answers 401 when signed out', async (path, body) => {
    await expectBody(await ctx.anonymous().post(path, body), 401, errorBody);
  });

  it.each([
    ['/api/generate-niches', { ...NICHES_BODY, targetAudience: ' ' }, 'targetAudience', 'Target audience is required'],
    [
      '/api/generate-product-ideas',
      { ...IDEAS_BODY, productType: 'novel' },
      'productType',
      'Please select a product type',
    ],
    ['/api/generate-titles', { ...TITLES_BODY, productConcept: '' }, 'productConcept', 'Product concept is required'],
    [
      '/api/generate-content',
      { ...CONTENT_BODY, outline: 'x'.repeat(10_001) },
      'outline',
      'Outline must be at most 10,000 characters',
    ],
  ])('%s refuses bad input naming the field', async (path, body, field, message) => {
    const user = await ctx.signUp();
    const res = await user.post(path, body);
    expect(await expectBody(res, 400, errorBody)).toEqual({ error: { code: 'BAD_REQUEST', message, field } });
  });

  it.each([
    ['/api/generate-niches', { ...NICHES_BODY, interests: 'meal\u0000prep' }, 'interests', 'Interests'],
    ['/api/generate-product-ideas', { ...IDEAS_BODY, niche: 'Meal\u0000prep' }, 'niche', 'Niche'],
    [
      '/api/generate-titles',
      { ...TITLES_BODY, ideaContext: { sellingPoints: ['fast', 'no\u0000pe'] } },
      'ideaContext.sellingPoints.1',
      'Selling points',
    ],
    ['/api/generate-content', { ...CONTENT_BODY, outline: '- Plan\u001b[2J' }, 'outline', 'Outline'],
  ])('%s refuses control characters naming the field, and records nothing', async (path, body, field, label) => {
    const user = await ctx.signUp();
    const res = await user.post(path, body);
    expect(await expectBody(res, 400, errorBody)).toEqual({
      error: { code: 'BAD_REQUEST', message: `${label} must not contain control characters`, field },
    });
    expect(await ctx.db.selectFrom('generation_usage').selectAll().execute()).toEqual([]);
  });

  it('generates niches about exactly the audience and interests given, and records the usage', async () => {
    const user = await ctx.signUp();
    const { niches } = await expectBody(
      await user.call(generateApi.niches, { body: NICHES_BODY }),
      200,
      generateNichesResult,
    );
    expect(niches.length).toBeGreaterThan(0);
    expect(
      niches
        .map((n) => n.name)
        .join(' ')
        .toLowerCase(),
    ).toMatch(/meal prep|parent/);
    const usage = await ctx.db.selectFrom('generation_usage').selectAll().execute();
    expect(usage).toMatchObject([
      { user_id: user.userId, task: 'generate-niches', provider: 'offline', outcome: 'success' },
    ]);
    expect(await ctx.db.selectFrom('niches').selectAll().execute()).toEqual([]);
  });

  it('accepts the wizard variant of each body (budget, nicheContext with pain points, ideaContext)', async () => {
    const user = await ctx.signUp();
    const { budgetRange, ...rest } = NICHES_BODY;
    await expectBody(
      await user.call(generateApi.niches, { body: { ...rest, budget: budgetRange } }),
      200,
      generateNichesResult,
    );
    const ideas = await user.call(generateApi.productIdeas, {
      body: {
        ...IDEAS_BODY,
        nicheContext: {
          name: 'Meal prep',
          marketSize: 'Large',
          targetAudience: 'new parents',
          painPoints: ['No time'],
        },
      },
    });
    expect((await expectBody(ideas, 200, generateProductIdeasResult)).ideas.length).toBeGreaterThan(0);
    const titles = await user.call(generateApi.titles, {
      body: {
        ...TITLES_BODY,
        ideaContext: { targetAudience: 'new parents', sellingPoints: ['Two-hour prep'], modules: ['Pantry'] },
      },
    });
    expect((await expectBody(titles, 200, generateTitlesResult)).titles.length).toBeGreaterThan(0);
  });

  it('streams content as NDJSON that ends with done and follows the outline', async () => {
    const user = await ctx.signUp();
    const res = await user.call(generateApi.content, { body: CONTENT_BODY });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const events = await readEvents(res);
    expect(events.at(-1)).toEqual({ type: 'done' });
    const markdown = textOf(events);
    expect(markdown.startsWith('# Chapter 2: The Sunday Session')).toBe(true);
    expect(markdown).toMatch(/## .*Plan three recipes/i);
    expect(await ctx.db.selectFrom('generated_content').selectAll().execute()).toEqual([]);
  });

  it('never limits the built-in writer: it costs nothing and answers at once', async () => {
    const user = await ctx.signUp();
    for (let i = 0; i < 6; i++) {
      await expectBody(await user.call(generateApi.titles, { body: TITLES_BODY }), 200, generateTitlesResult);
    }
    expect(await ctx.db.selectFrom('rate_hits').select('id').execute()).toEqual([]);
  });

  it('tells which provider is active', async () => {
    const user = await ctx.signUp();
    expect(await expectBody(await user.call(generateApi.status), 200, aiStatus)).toEqual({
      provider: 'offline',
      model: 'infoforge-offline',
      offline: true,
    });
  });
});

describe('generation against an OpenAI-compatible provider', () => {
  let provider: FakeAiServer;
  let ctx: TestContext;
  beforeAll(async () => {
    provider = await startFakeAiServer();
  });
  afterAll(() => provider.close());
  let ai: AiEngine;
  beforeEach(async () => {
    provider.reset();
    ai = createAiEngine({
      config: { provider: 'openai-compatible', model: 'fake-model', baseURL: provider.baseURL },
      // Short, so the hang past the limit fails within seconds; long enough for an answer from loopback while
      // another test worker and its render children share the two cores.
      timeouts: { structuredMs: 2_000, contentMs: 2_000 },
    });
    ctx = await createTestContext('sqlite', { ai });
  });
  afterEach(() => ctx.close());

  const outcomes = () =>
    ctx.db.selectFrom('generation_usage').select(['task', 'outcome', 'input_tokens', 'output_tokens']).execute();

  it('limits calls per user with a 429 that names the wait, leaving other users alone', async () => {
    const limited = await createTestContext('sqlite', { ai, generationLimit: { calls: 2, windowMs: 60_000 } });
    try {
      provider.enqueue(...Array.from({ length: 3 }, () => fakeReply.json({ titles: ['Prep Once, Eat All Week'] })));
      const user = await limited.signUp();
      for (let i = 0; i < 2; i++) {
        await expectBody(await user.call(generateApi.titles, { body: TITLES_BODY }), 200, generateTitlesResult);
      }
      const refused = await user.call(generateApi.titles, { body: TITLES_BODY });
      const { error } = await expectBody(refused, 429, errorBody);
      expect(error.code).toBe('RATE_LIMITED');
      const seconds = Number(refused.headers.get('retry-after'));
      expect(seconds).toBeGreaterThanOrEqual(59);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(error.message).toBe(`You have made too many generation requests. Try again in ${seconds} seconds.`);
      const other = await limited.signUp();
      await expectBody(await other.call(generateApi.titles, { body: TITLES_BODY }), 200, generateTitlesResult);
    } finally {
      await limited.close();
    }
  });

  it('returns the structured result and records the tokens', async () => {
    provider.enqueue(fakeReply.json({ niches: [NICHE] }, { usage: { promptTokens: 321, completionTokens: 123 } }));
    const user = await ctx.signUp();
    const res = await user.call(generateApi.niches, { body: NICHES_BODY });
    expect(await expectBody(res, 200, generateNichesResult)).toEqual({ niches: [NICHE] });
    expect(provider.requests[0]!.body.response_format).toBeDefined();
    expect(JSON.stringify(provider.requests[0]!.body.messages)).toContain('busy first-time parents');
    expect(await outcomes()).toEqual([
      { task: 'generate-niches', outcome: 'success', input_tokens: 321, output_tokens: 123 },
    ]);
  });

  it('retries a 429 and then succeeds', async () => {
    provider.enqueue(fakeReply.status(429, 'slow down'), fakeReply.json({ titles: ['Prep Once, Eat All Week'] }));
    const user = await ctx.signUp();
    const res = await user.call(generateApi.titles, { body: TITLES_BODY });
    expect(await expectBody(res, 200, generateTitlesResult)).toEqual({ titles: ['Prep Once, Eat All Week'] });
    expect(provider.requests).toHaveLength(2);
  });

  it.each([
    ['a persistent 500', () => [fakeReply.status(500), fakeReply.status(500), fakeReply.status(500)], 502, 'provider'],
    ['a hang past the time limit', () => [fakeReply.hang()], 504, 'timeout'],
    [
      'a response body that is not JSON',
      () => [fakeReply.malformed(), fakeReply.malformed(), fakeReply.malformed()],
      502,
      'provider',
    ],
    [
      'a model answer that is not JSON, twice',
      () => [fakeReply.text('{"niches": [oops'), fakeReply.text('not json at all')],
      502,
      'invalid_output',
    ],
  ] as const)('ends %s with the task message and saves nothing', async (_name, replies, status, outcome) => {
    provider.enqueue(...replies());
    const user = await ctx.signUp();
    const res = await user.call(generateApi.niches, { body: NICHES_BODY });
    expect((await expectBody(res, status, errorBody)).error.message).toBe(
      'Failed to generate niches. Please try again.',
    );
    expect(await outcomes()).toMatchObject([{ task: 'generate-niches', outcome }]);
    expect(await ctx.db.selectFrom('niches').selectAll().execute()).toEqual([]);
  });

  it('streams content from the provider chunk by chunk', async () => {
    provider.enqueue(fakeReply.text(MARKDOWN, { usage: { promptTokens: 50, completionTokens: 40 } }));
    const user = await ctx.signUp();
    const events = await readEvents(await user.call(generateApi.content, { body: CONTENT_BODY }));
    expect(events.filter((e) => e.type === 'text').length).toBeGreaterThan(1);
    expect(textOf(events)).toBe(SECTION);
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(await outcomes()).toEqual([
      { task: 'generate-content', outcome: 'success', input_tokens: 50, output_tokens: 40 },
    ]);
  });

  it('ends a stream cut in the middle with an error event, never done, saving nothing', async () => {
    provider.enqueue(fakeReply.cut(MARKDOWN, 10));
    const user = await ctx.signUp();
    const res = await user.call(generateApi.content, { body: CONTENT_BODY });
    expect(res.status).toBe(200);
    const events = await readEvents(res);
    expect(events.some((e) => e.type === 'text')).toBe(true);
    expect(events.at(-1)).toEqual({ type: 'error', message: 'Failed to generate content' });
    expect(events.some((e) => e.type === 'done')).toBe(false);
    expect(await outcomes()).toMatchObject([{ task: 'generate-content', outcome: 'provider' }]);
    expect(await ctx.db.selectFrom('generated_content').selectAll().execute()).toEqual([]);
  });

  it('records a stream the reader abandons as aborted, once', async () => {
    provider.enqueue(fakeReply.text(MARKDOWN.repeat(20), { chunkDelayMs: 20 }));
    const user = await ctx.signUp();
    const res = await user.call(generateApi.content, { body: CONTENT_BODY });
    const reader = res.body!.getReader();
    await reader.read();
    // Cancelling resolves once the server has closed its generation: whatever it records is recorded by then.
    await reader.cancel();
    expect(await outcomes()).toMatchObject([{ task: 'generate-content', outcome: 'aborted' }]);
  });

  it('answers a provider failure before any text with a plain error status', async () => {
    provider.enqueue(fakeReply.status(500), fakeReply.status(500), fakeReply.status(500));
    const user = await ctx.signUp();
    const res = await user.call(generateApi.content, { body: CONTENT_BODY });
    expect(await expectBody(res, 502, errorBody)).toEqual({
      error: { code: 'BAD_GATEWAY', message: 'Failed to generate content' },
    });
  });
});

describe('generation when the provider cannot be reached', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    // A port that was just listening and now refuses connections: the provider is down.
    const gone = await startFakeAiServer();
    await gone.close();
    const ai = createAiEngine({
      config: { provider: 'openai-compatible', model: 'fake-model', baseURL: gone.baseURL },
      timeouts: { structuredMs: 15_000, contentMs: 15_000 },
      // Asked once: the retries are the AI SDK's (model-engine.test.ts), and a refused connection's wait 2 s and 4 s.
      maxRetries: 0,
    });
    ctx = await createTestContext('sqlite', { ai });
  });
  afterEach(() => ctx.close());

  it('answers each tool with its spec message and a gateway status, saving nothing and recording the failure', async () => {
    const user = await ctx.signUp();
    const niches = await user.call(generateApi.niches, { body: NICHES_BODY });
    expect((await expectBody(niches, 502, errorBody)).error.message).toBe(
      'Failed to generate niches. Please try again.',
    );
    const content = await user.call(generateApi.content, { body: CONTENT_BODY });
    expect(await expectBody(content, 502, errorBody)).toEqual({
      error: { code: 'BAD_GATEWAY', message: 'Failed to generate content' },
    });
    expect(await ctx.db.selectFrom('niches').selectAll().execute()).toEqual([]);
    expect(await ctx.db.selectFrom('generated_content').selectAll().execute()).toEqual([]);
    expect(await ctx.db.selectFrom('generation_usage').select(['task', 'outcome']).orderBy('task').execute()).toEqual([
      { task: 'generate-content', outcome: 'provider' },
      { task: 'generate-niches', outcome: 'provider' },
    ]);
  });
});
