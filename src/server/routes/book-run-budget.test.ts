import { afterEach, describe, expect, it } from 'vitest';
import { createProject } from '../../../tests/factories/index.js';
import {
  fakeReply,
  startFakeAiServer,
  streamedRequests,
  type FakeAiServer,
} from '../../../tests/fakes/fake-ai-server.js';
import { planOf, readBookView, waitForBook } from '../../../tests/support/book-runs.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { partText } from '../../../tests/support/part-texts.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { bookRunResponse, bookRunStarted, type BookView } from '../../shared/schemas/book-run.js';
import { errorBody } from '../../shared/schemas/error.js';
import { listing } from '../../shared/schemas/listing.js';
import { createAiEngine } from '../ai/index.js';
import { costOf, type TokenPrice } from '../ai/providers/token-price.js';
import { readCount } from '../db/codec.js';
import { projectApi } from '../../shared/api/projects.js';
import { projectBookApi } from '../../shared/api/project-book.js';
import { projectListingApi } from '../../shared/api/project-listing.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

const settled = (view: BookView) => view.run !== null && view.run.status !== 'running';
/** What the fake provider reports for every part: 5,000 tokens. */
const PART_USAGE = { promptTokens: 1_000, completionTokens: 4_000 };
/** What it reports for the listing the finished run drafts: 1,000 tokens. */
const LISTING_USAGE = { promptTokens: 600, completionTokens: 400 };
const PRICE: TokenPrice = { inputPerMillion: 2, outputPerMillion: 8 };
/** The fallback's prices, unlike the first's. */
const FALLBACK_PRICE: TokenPrice = { inputPerMillion: 1, outputPerMillion: 2 };
const LISTING_SKIPPED = 'The book is written without it: draft the listing on the Listing page.';
const RAISE = 'Raise the budget to continue.';
/** How long a run may wait behind the files an earlier run started. */
const FILES_MS = 60_000;

describe('a book run within its budget', () => {
  let ctx: TestContext;
  let provider: FakeAiServer | undefined;
  let second: FakeAiServer | undefined;
  afterEach(async () => {
    await ctx.close();
    await provider?.close();
    await second?.close();
    provider = undefined;
    second = undefined;
  });

  /**
   * A fake provider writing each part as a distinct text and reporting PART_USAGE, and LISTING_USAGE for the listing;
   * a 2-chapter book (4 parts). With `down`, the first provider answers 503 to everything and a second one, the
   * fallback (AI_FALLBACK_*), writes it all.
   */
  async function open({
    price,
    fallbackPrice,
    offline = false,
    down = false,
  }: { price?: TokenPrice; fallbackPrice?: TokenPrice; offline?: boolean; down?: boolean } = {}) {
    provider = await startFakeAiServer();
    second = down ? await startFakeAiServer() : undefined;
    const fake = second ?? provider;
    // The parts are streamed; the listing the finished run drafts is a structured answer, given here as a model would.
    fake.setFallback(
      fakeReply.computed((body) =>
        body.stream
          ? fakeReply.text(partText(streamedRequests(fake).length), { usage: PART_USAGE })
          : fakeReply.json({ summary: 'A gentle plan for slow mornings.' }, { usage: LISTING_USAGE }),
      ),
    );
    if (second) provider.setFallback(fakeReply.status(503, 'Overloaded'));
    ctx = await createTestContext('sqlite', {
      ai: createAiEngine({
        config: offline
          ? { provider: 'offline', model: 'infoforge-offline' }
          : { provider: 'openai-compatible', model: 'fake-model', baseURL: provider.baseURL },
        fallback: second && { provider: 'openai-compatible', model: 'fallback-model', baseURL: second.baseURL },
      }),
      generationLimit: { calls: 100, windowMs: 60_000 },
      ...(price ? { aiPrice: price } : {}),
      ...(fallbackPrice ? { aiFallbackPrice: fallbackPrice } : {}),
    });
    await ctx.jobs.start();
    const owner = await ctx.signUp();
    const project = await createProject(ctx.db, { userId: owner.userId, title: 'Slow Mornings' });
    expect((await owner.call(projectApi.savePlan, { params: { id: project.id }, body: planOf(2) })).status).toBe(200);
    return { owner, projectId: project.id };
  }

  const start = (owner: Owner, projectId: string, budget: unknown) =>
    owner.post(`/api/projects/${projectId}/book`, { contentType: 'howto', budget });

  /** The tokens and cost of every part the project's runs saved, summed from the rows themselves. */
  async function partsTotal(projectId: string, price: TokenPrice | null) {
    const parts = await ctx.db
      .selectFrom('book_run_parts')
      .innerJoin('book_runs', 'book_runs.id', 'book_run_parts.run_id')
      .select(['book_run_parts.input_tokens', 'book_run_parts.output_tokens'])
      .where('book_runs.project_id', '=', projectId)
      .execute();
    const usage = {
      inputTokens: parts.reduce((total, part) => total + readCount(part.input_tokens), 0),
      outputTokens: parts.reduce((total, part) => total + readCount(part.output_tokens), 0),
    };
    return { parts: parts.length, figures: { ...usage, costUsd: costOf(usage, price) } };
  }

  it('pauses before the part that would pass a budget in tokens, asking the provider for nothing past it; Resume with more completes', async () => {
    const { owner, projectId } = await open();
    // Each part is estimated at its prompt and 2,000 tokens of answer, and costs 5,000: after two parts (10,000
    // spent) the third's estimate passes 12,000.
    const started = await expectBody(await start(owner, projectId, { tokens: 12_000 }), 202, bookRunStarted);
    expect(started.run.budget).toEqual({ tokens: 12_000, usd: null });

    const paused = await waitForBook(owner, projectId, settled);
    expect(paused.run).toMatchObject({ status: 'paused', stepsDone: 2, usage: { inputTokens: 2_000 } });
    expect(paused.run?.error).toMatch(
      new RegExp(
        `^The next part, about [0-9],[0-9]{3} tokens, would take this run past its budget of 12,000 tokens \\(10,000 spent\\)\\. ${RAISE}$`,
      ),
    );
    expect(provider && streamedRequests(provider)).toHaveLength(2);
    expect(paused.parts.filter((part) => part.contentId !== null)).toHaveLength(2);

    // A bad budget on resume is refused and the run stays where it paused.
    const refused = await owner.call(projectBookApi.resume, {
      params: { id: projectId },
      body: { budget: { tokens: -1 } },
    });
    expect((await expectBody(refused, 400, errorBody)).error.message).toBe('The budget in tokens must be more than 0');
    // So is one that names neither tokens nor dollars: the run keeps the budget it paused at.
    const empty = await owner.call(projectBookApi.resume, { params: { id: projectId }, body: { budget: {} } });
    expect((await expectBody(empty, 400, errorBody)).error).toMatchObject({
      field: 'budget',
      message: 'Give the new budget in tokens or in dollars (null for none)',
    });
    expect((await readBookView(owner, projectId)).run).toMatchObject({
      status: 'paused',
      budget: { tokens: 12_000, usd: null },
    });

    const resumed = await expectBody(
      await owner.call(projectBookApi.resume, { params: { id: projectId }, body: { budget: { tokens: 40_000 } } }),
      200,
      bookRunResponse,
    );
    expect(resumed.run.budget).toEqual({ tokens: 40_000, usd: null });
    const done = await waitForBook(owner, projectId, settled);
    // The listing the run drafted is counted in it beside the parts.
    expect(done.run).toMatchObject({ status: 'completed', stepsDone: 4, usage: { inputTokens: 4_600 }, note: null });
    expect(provider && streamedRequests(provider)).toHaveLength(4);
    const total = await partsTotal(projectId, null);
    expect(total.parts).toBe(4);
    expect(done.cost).toEqual({ inputTokens: 4_600, outputTokens: 16_400, costUsd: null });
    expect(done.run?.usage).toEqual(done.cost);
  });

  it(
    'pauses before the part that would pass a budget in dollars; the book’s cost sums the parts of all its runs',
    async () => {
      const { owner, projectId } = await open({ price: PRICE });
      // A part costs $0.034 (1,000 tokens in at $2, 4,000 out at $8 a million); its estimate under $0.02.
      expect((await start(owner, projectId, { usd: 0.08 })).status).toBe(202);
      const paused = await waitForBook(owner, projectId, settled);
      expect(paused.run).toMatchObject({ status: 'paused', stepsDone: 2, budget: { tokens: null, usd: 0.08 } });
      expect(paused.run?.error).toBe(
        `The next part, about $0.02, would take this run past its budget of $0.08 ($0.07 spent). ${RAISE}`,
      );
      expect(provider && streamedRequests(provider)).toHaveLength(2);

      expect(
        (await owner.call(projectBookApi.resume, { params: { id: projectId }, body: { budget: { usd: 1 } } })).status,
      ).toBe(200);
      const done = await waitForBook(owner, projectId, settled);
      // Four parts at $0.034 and the listing at $0.0044 (600 tokens in, 400 out).
      expect(done.run).toMatchObject({ status: 'completed', usage: { costUsd: 0.1404 } });

      // A second run (one part written again) adds to what the book cost.
      expect(
        (await owner.call(projectBookApi.rewritePart, { params: { id: projectId, key: 'chapter-1' } })).status,
      ).toBe(202);
      // The rewrite's job waits behind the files the book's run started, which on a busy machine take a while.
      const rewritten = await waitForBook(
        owner,
        projectId,
        (view) => view.run?.kind === 'rewrite' && settled(view),
        FILES_MS,
      );
      expect(rewritten.run?.status).toBe('completed');
      const total = await partsTotal(projectId, PRICE);
      expect(total.parts).toBe(5);
      expect(rewritten.cost).toEqual({ inputTokens: 5_600, outputTokens: 20_400, costUsd: 0.1744 });
    },
    2 * FILES_MS,
  );

  it('counts the built-in writer’s tokens as a provider’s would be: a budget pauses it the same way, at no cost', async () => {
    const { owner, projectId } = await open({ offline: true, price: PRICE });
    const before = await readBookView(owner, projectId);
    expect(before.estimate.tokens).toMatchObject({ outputTokens: 8_000, costUsd: 0 });
    expect((await start(owner, projectId, { tokens: 4_000 })).status).toBe(202);
    const paused = await waitForBook(owner, projectId, settled);
    expect(paused.run).toMatchObject({ status: 'paused', usage: { costUsd: 0 } });
    expect(paused.run?.stepsDone).toBeGreaterThan(0);
    const usage = paused.run?.usage ?? { inputTokens: 0, outputTokens: 0 };
    expect(usage.inputTokens).toBeGreaterThan(0);
    expect(usage.outputTokens).toBeGreaterThan(300);
    const [, next = '', spent = ''] =
      /^The next part, about ([0-9,]+) tokens, would take this run past its budget of 4,000 tokens \(([0-9,]+) spent\)\./.exec(
        paused.run?.error ?? '',
      ) ?? [];
    const count = (figure: string) => Number(figure.replaceAll(',', ''));
    expect(count(spent)).toBe(usage.inputTokens + usage.outputTokens);
    expect(count(spent) + count(next)).toBeGreaterThan(4_000);
    expect(provider && streamedRequests(provider)).toEqual([]);

    expect(
      (await owner.call(projectBookApi.resume, { params: { id: projectId }, body: { budget: { tokens: null } } }))
        .status,
    ).toBe(200);
    const done = await waitForBook(owner, projectId, settled);
    expect(done.run?.status).toBe('completed');
    expect(done.cost).toEqual({ ...(await partsTotal(projectId, null)).figures, costUsd: 0 });
  });

  it('does not draft the listing when the budget has no room for it, and says so in the completed run', async () => {
    const { owner, projectId } = await open();
    // Four parts spend 20,000 tokens, each estimated within 21,000 before it is asked; the listing's estimate is not.
    expect((await start(owner, projectId, { tokens: 21_000 })).status).toBe(202);
    const done = await waitForBook(owner, projectId, settled);
    expect(done.run).toMatchObject({
      status: 'completed',
      stepsDone: 4,
      usage: { inputTokens: 4_000, outputTokens: 16_000 },
      error: null,
    });
    expect(done.run?.note).toMatch(
      new RegExp(
        `^Drafting the listing, about [0-9],[0-9]{3} tokens, would take this run past its budget of 21,000 tokens \\(20,000 spent\\)\\. ${LISTING_SKIPPED}$`,
      ),
    );
    // The provider was asked for the parts alone, and no listing was stored.
    expect(provider?.requests).toHaveLength(4);
    expect(
      (await expectBody(await owner.call(projectListingApi.read, { params: { id: projectId } }), 200, listing)).saved,
    ).toBe(false);
    expect(done.cost).toEqual({ inputTokens: 4_000, outputTokens: 16_000, costUsd: null });
  });

  it('prices what the fallback wrote, the parts and the listing, at the fallback’s prices', async () => {
    const { owner, projectId } = await open({ price: PRICE, fallbackPrice: FALLBACK_PRICE, down: true });
    // Every part starts at the first provider: the estimate is at its prices.
    const before = await readBookView(owner, projectId);
    const estimated = before.estimate.tokens ?? { inputTokens: 0, outputTokens: 0 };
    expect(before.estimate.tokens?.costUsd).toBe(costOf(estimated, PRICE));
    expect((await start(owner, projectId, { usd: 1 })).status).toBe(202);
    const done = await waitForBook(owner, projectId, settled);
    expect(done.run?.status).toBe('completed');
    expect(done.run?.written.map((part) => part.writer)).toEqual(Array(4).fill('openai-compatible/fallback-model'));
    // Four parts at $0.009 (1,000 tokens in at $1, 4,000 out at $2 a million) and the listing at $0.0014.
    expect(done.run?.usage).toEqual({ inputTokens: 4_600, outputTokens: 16_400, costUsd: 0.0374 });
    expect(done.cost).toEqual(done.run?.usage);
    const usageLog = await ctx.db.selectFrom('generation_usage').select(['task', 'model']).execute();
    expect(usageLog.filter((row) => row.task === 'generate-listing')).toEqual([
      { task: 'generate-listing', model: 'fallback-model' },
    ]);
  });

  it.each([
    [{ tokens: -5 }, 'budget.tokens', 'The budget in tokens must be more than 0'],
    [{ tokens: 'lots' }, 'budget.tokens', 'The budget in tokens must be a number'],
    [{ tokens: 1.5 }, 'budget.tokens', 'The budget in tokens must be a whole number'],
    [{ tokens: 100_000_001 }, 'budget.tokens', 'The budget can be at most 100,000,000 tokens'],
    [{ usd: -1 }, 'budget.usd', 'The budget in dollars must be at least $0.01'],
    [{ usd: '5' }, 'budget.usd', 'The budget in dollars must be a number'],
    [
      { usd: 5 },
      'budget.usd',
      'A budget in dollars needs the provider’s prices (AI_PRICE_INPUT and AI_PRICE_OUTPUT). Give the budget in tokens instead.',
    ],
  ])('a bad budget %j is refused and nothing starts', async (budget, field, message) => {
    const { owner, projectId } = await open();
    const refused = await expectBody(await start(owner, projectId, budget), 400, errorBody);
    expect(refused.error).toMatchObject({ code: 'BAD_REQUEST', field, message });
    expect(await ctx.db.selectFrom('book_runs').select('id').execute()).toEqual([]);
    expect(provider && streamedRequests(provider)).toEqual([]);
    expect((await readBookView(owner, projectId)).run).toBeNull();
  });
});
