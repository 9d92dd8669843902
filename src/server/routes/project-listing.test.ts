import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIdea, createProject } from '../../../tests/factories/index.js';
import {
  fakeReply,
  startFakeAiServer,
  streamedRequests,
  type FakeAiServer,
} from '../../../tests/fakes/fake-ai-server.js';
import { planOf, waitForBook } from '../../../tests/support/book-runs.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { partText } from '../../../tests/support/part-texts.js';
import { GOLDEN_BOOKS, type GoldenBook } from '../../../tests/support/offline/golden-books.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { descriptionReadingText } from '../../shared/listing/kdp-description-html.js';
import { STORE_CATEGORIES } from '../../shared/listing/store-categories.js';
import { bookRunStarted } from '../../shared/schemas/book-run.js';
import { errorBody } from '../../shared/schemas/error.js';
import {
  countWords,
  LISTING_LIMITS,
  listing,
  listingFields,
  type Listing,
  type ListingFieldsInput,
} from '../../shared/schemas/listing.js';
import { createAiEngine } from '../ai/index.js';
import { now, readJson, writeJson } from '../db/codec.js';
import { PG_CONNECT_TIMEOUT_MS } from '../limits.js';
import { projectApi } from '../../shared/api/projects.js';
import { projectListingApi } from '../../shared/api/project-listing.js';
import { projectBookApi } from '../../shared/api/project-book.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

const EMPTY = {
  fields: {
    description: '',
    blurb: '',
    keywords: [],
    categories: [],
    authorBio: '',
    etsyTitle: '',
    etsyTags: [],
    summary: '',
  },
  sources: {},
  previous: {},
  saved: false,
  outOfDate: [],
};

const FIELDS: ListingFieldsInput = {
  description: '<p>A <b>calm</b> guide to bread.</p>',
  blurb: 'Bake bread at home.',
  keywords: ['sourdough at home', 'bread baking'],
  categories: ['Cooking › Baking › Bread'],
  authorBio: 'Dana bakes.',
  etsyTitle: 'Sourdough at Home',
  etsyTags: ['sourdough', 'bread'],
  summary: 'A guide to bread.',
};

/** Every limit a store sets on a listing, checked on what the server answered. */
function expectWithinEveryLimit({ fields }: Listing) {
  expect(listingFields.safeParse(fields).success, JSON.stringify(fields)).toBe(true);
  expect(fields.description.length).toBeLessThanOrEqual(LISTING_LIMITS.description);
  expect(countWords(fields.blurb)).toBeLessThanOrEqual(LISTING_LIMITS.blurbWords);
  expect(fields.blurb.length).toBeLessThanOrEqual(LISTING_LIMITS.blurb);
  expect(fields.keywords.length).toBeLessThanOrEqual(LISTING_LIMITS.keywords);
  for (const keyword of fields.keywords) expect(keyword.length).toBeLessThanOrEqual(LISTING_LIMITS.keyword);
  expect(fields.categories.length).toBeLessThanOrEqual(LISTING_LIMITS.categories);
  expect(fields.authorBio.length).toBeLessThanOrEqual(LISTING_LIMITS.authorBio);
  expect(fields.etsyTitle.length).toBeLessThanOrEqual(LISTING_LIMITS.etsyTitle);
  expect(fields.etsyTags.length).toBeLessThanOrEqual(LISTING_LIMITS.etsyTags);
  for (const tag of fields.etsyTags) expect(tag.length).toBeLessThanOrEqual(LISTING_LIMITS.etsyTag);
  expect(fields.summary.length).toBeLessThanOrEqual(LISTING_LIMITS.summary);
}

/** The chapter-like names a description sets in bold: each must be the book's title or one of its chapters. */
const boldNames = (description: string) =>
  [...description.matchAll(/<b>([^<]+)<\/b>/gu)].map((match) => descriptionReadingText(match[1] ?? ''));

/** A project with the golden book's plan saved and its idea (audience and concept) linked. */
async function goldenBookProject(ctx: TestContext, owner: Owner, book: GoldenBook) {
  const project = await createProject(ctx.db, { userId: owner.userId, title: book.title });
  const idea = await createIdea(ctx.db, { userId: owner.userId, concept: book.concept });
  await ctx.db
    .updateTable('product_ideas')
    .set({ target_audience: book.targetAudience, project_id: project.id })
    .where('id', '=', idea.id)
    .execute();
  await ctx.db.updateTable('projects').set({ product_idea_id: idea.id }).where('id', '=', project.id).execute();
  const plan = { title: book.title, subtitle: '', authorName: 'Dana Levi', isbn: '', chapters: book.chapters };
  expect((await owner.call(projectApi.savePlan, { params: { id: project.id }, body: plan })).status).toBe(200);
  return project;
}

describe('project listing', () => {
  let ctx: TestContext;
  let owner: Owner;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    owner = await ctx.signUp({ name: 'Dana Levi' });
  });
  afterAll(() => ctx.close());

  const pathOf = (id: string) => `/api/projects/${id}/listing`;
  const read = async (id: string) => expectBody(await owner.get(pathOf(id)), 200, listing);
  const refusal = async (id: string, fields: ListingFieldsInput) =>
    (await expectBody(await owner.put(pathOf(id), fields), 400, errorBody)).error;

  it('answers 401 signed out and 404 to another user, and changes nothing for them', async () => {
    const project = await createProject(ctx.db, { userId: owner.userId });
    await expectBody(await owner.put(pathOf(project.id), FIELDS), 200, listing);
    const before = await read(project.id);
    expect((await ctx.anonymous().get(pathOf(project.id))).status).toBe(401);
    expect((await ctx.anonymous().put(pathOf(project.id), FIELDS)).status).toBe(401);
    expect((await ctx.anonymous().post(`${pathOf(project.id)}/generate`, {})).status).toBe(401);
    const stranger = await ctx.signUp();
    for (const answer of [
      await stranger.get(pathOf(project.id)),
      await stranger.put(pathOf(project.id), { ...FIELDS, blurb: 'Taken over.' }),
      await stranger.post(`${pathOf(project.id)}/generate`, {}),
      await owner.get(pathOf('00000000-0000-4000-8000-000000000000')),
    ])
      expect((await expectBody(answer, 404, errorBody)).error.message).toBe('Project not found');
    expect(await read(project.id)).toEqual(before);
  });

  it('answers an empty, unsaved listing until one is written, then stores the whole listing as the creator’s', async () => {
    const project = await createProject(ctx.db, { userId: owner.userId });
    expect(await read(project.id)).toEqual(EMPTY);
    const saved = await expectBody(await owner.put(pathOf(project.id), FIELDS), 200, listing);
    expect(saved).toEqual({
      fields: FIELDS,
      sources: {
        description: 'creator',
        blurb: 'creator',
        keywords: 'creator',
        categories: 'creator',
        authorBio: 'creator',
        etsyTitle: 'creator',
        etsyTags: 'creator',
        summary: 'creator',
      },
      previous: {},
      saved: true,
      outOfDate: [],
    });
    expect(await read(project.id)).toEqual(saved);
  });

  it('refuses what a store would refuse, naming the store, and stores nothing', async () => {
    const project = await createProject(ctx.db, { userId: owner.userId });
    const keywords = Array.from({ length: 8 }, (_, index) => `bread recipe ${index + 1}`);
    expect(await refusal(project.id, { ...FIELDS, keywords })).toEqual({
      code: 'BAD_REQUEST',
      message: 'KDP allows 7 keywords',
      field: 'keywords',
    });
    expect(await refusal(project.id, { ...FIELDS, keywords: ['bread', 'Free sourdough recipes'] })).toEqual({
      code: 'BAD_REQUEST',
      message: 'KDP does not allow "free" in keywords',
      field: 'keywords.1',
    });
    expect((await refusal(project.id, { ...FIELDS, keywords: ['kindle unlimited baking'] })).message).toBe(
      'KDP does not allow "Kindle Unlimited" in keywords',
    );
    expect((await refusal(project.id, { ...FIELDS, keywords: ['#1 bestseller bread'] })).message).toMatch(
      /^KDP does not allow "(#1|bestseller)" in keywords$/,
    );
    const tags = Array.from({ length: 14 }, (_, index) => `bread ${index + 1}`);
    expect((await refusal(project.id, { ...FIELDS, etsyTags: tags })).message).toBe('Etsy allows 13 tags');
    expect(await refusal(project.id, { ...FIELDS, etsyTags: ['a'.repeat(21)] })).toEqual({
      code: 'BAD_REQUEST',
      message: 'Etsy allows tags of up to 20 characters',
      field: 'etsyTags.0',
    });
    expect(await refusal(project.id, { ...FIELDS, etsyTags: ['sourdough', 'tax-jar!'] })).toEqual({
      code: 'BAD_REQUEST',
      message: 'Etsy allows only letters, numbers and spaces in tags',
      field: 'etsyTags.1',
    });
    expect((await refusal(project.id, { ...FIELDS, description: `<p>${'a'.repeat(3_994)}</p>` })).message).toBe(
      'KDP allows a description of up to 4,000 characters',
    );
    expect(await read(project.id)).toEqual(EMPTY);
    // Words that only contain a forbidden one are not refused: 'freezer', 'newborn', 'Primer'.
    const allowed = ['freezer meals', 'newborn sleep', 'watercolor primer'];
    expect(
      (await expectBody(await owner.put(pathOf(project.id), { keywords: allowed }), 200, listing)).fields.keywords,
    ).toEqual(allowed);
  });

  it('cleans the description to KDP’s markup, keeps user text literal, and counts the markup that is left', async () => {
    const project = await createProject(ctx.db, { userId: owner.userId });
    const description =
      '<div class="intro" onclick="steal()"><p style="color:red">Bake <strong>at home</strong> for $5 &amp; less.</p>' +
      '<script>alert(1)</script><style>p{}</style><img src="https://evil.example/x.png">' +
      '<h2>Chapters</h2><ul><li><a href="https://evil.example">Feed #1</a></li><li>*Shape*</li></ul>' +
      '<p>3 < 5 and 7 > 2, <em>always</em></div>';
    const saved = await expectBody(await owner.put(pathOf(project.id), { ...FIELDS, description }), 200, listing);
    expect(saved.fields.description).toBe(
      '<p>Bake <strong>at home</strong> for $5 &amp; less.</p>Chapters<ul><li>Feed #1</li><li>*Shape*</li></ul>' +
        '<p>3 &lt; 5 and 7 &gt; 2, <em>always</em></p>',
    );
    for (const trace of ['script', 'alert', 'style', 'evil.example', 'onclick', 'class=', '<div', '<h2'])
      expect(saved.fields.description).not.toContain(trace);
    // Saving the cleaned text again changes nothing; the limit counts the markup that is kept.
    const again = await expectBody(await owner.put(pathOf(project.id), saved.fields), 200, listing);
    expect(again.fields.description).toBe(saved.fields.description);
    // The plain fields keep what was typed as it was typed: they are text, never markup.
    const typed = '<script>alert(1)</script> #set page() $x$ *not bold* 3 < 5 & more';
    const plain = await expectBody(
      await owner.put(pathOf(project.id), { ...FIELDS, blurb: typed, summary: typed, keywords: ['#1 < $5 *'] }),
      400,
      errorBody,
    );
    expect(plain.error.message).toBe('KDP does not allow "#1" in keywords');
    const literal = await expectBody(
      await owner.put(pathOf(project.id), { ...FIELDS, blurb: typed, summary: typed, keywords: ['bread < $5 * #2'] }),
      200,
      listing,
    );
    expect(literal.fields).toMatchObject({ blurb: typed, summary: typed, keywords: ['bread < $5 * #2'] });
    const longest = `<p>${'a'.repeat(LISTING_LIMITS.description - 7)}</p>`;
    const atLimit = await expectBody(
      await owner.put(pathOf(project.id), { ...FIELDS, description: `<span>${longest}</span>` }),
      200,
      listing,
    );
    expect(atLimit.fields.description).toBe(longest);
  });

  it.each(GOLDEN_BOOKS.map((book) => [book.chapters.length, book] as const))(
    'drafts a listing for the %i-chapter golden book with the built-in writer: within every limit, naming only its chapters',
    async (_count, book) => {
      const project = await goldenBookProject(ctx, owner, book);
      const drafted = await expectBody(await owner.post(`${pathOf(project.id)}/generate`, {}), 200, listing);
      expectWithinEveryLimit(drafted);
      const titles = book.chapters.map((chapter) => chapter.title);
      const named = boldNames(drafted.fields.description);
      expect(named.length).toBeGreaterThan(1);
      for (const name of named) expect([book.title, ...titles]).toContain(name);
      expect(drafted.fields.description).toContain(book.chapters[0]?.title);
      expect(drafted.fields.blurb).toContain(book.title);
      expect(drafted.fields.keywords.length).toBeGreaterThan(0);
      const chapterTitles = titles.map((title) => title.toLowerCase());
      for (const phrase of [...drafted.fields.keywords, ...drafted.fields.etsyTags])
        expect(chapterTitles).not.toContain(phrase.toLowerCase());
      expect(drafted.fields.categories.length).toBeGreaterThan(0);
      for (const category of drafted.fields.categories)
        expect(STORE_CATEGORIES.map(({ heading }) => heading)).toContain(category);
      expect(drafted.sources).toEqual({
        description: 'offline',
        blurb: 'offline',
        keywords: 'offline',
        categories: 'offline',
        authorBio: 'offline',
        etsyTitle: 'offline',
        etsyTags: 'offline',
        summary: 'offline',
      });
      expect(drafted.previous).toEqual({});
      expect(await read(project.id)).toEqual(drafted);
    },
  );

  it('regenerates one field: the others are kept, the old text is one step back, and the field is the writer’s again', async () => {
    const [book] = GOLDEN_BOOKS;
    const project = await goldenBookProject(ctx, owner, book!);
    const edited = { ...FIELDS, categories: ['Cooking › Baking'] };
    await expectBody(await owner.put(pathOf(project.id), edited), 200, listing);
    const regenerated = await expectBody(
      await owner.post(`${pathOf(project.id)}/generate`, { fields: ['blurb'] }),
      200,
      listing,
    );
    expect(regenerated.fields).toEqual({ ...edited, blurb: regenerated.fields.blurb });
    expect(regenerated.fields.blurb).not.toBe(FIELDS.blurb);
    expect(regenerated.previous).toEqual({ blurb: FIELDS.blurb });
    expect(regenerated.sources).toMatchObject({ blurb: 'offline', description: 'creator', summary: 'creator' });
    // Saving it with one field changed makes that field the creator's and keeps the step back.
    const saved = await expectBody(
      await owner.put(pathOf(project.id), { ...regenerated.fields, summary: 'Mine now.' }),
      200,
      listing,
    );
    expect(saved.sources).toMatchObject({ blurb: 'offline', summary: 'creator' });
    expect(saved.previous).toEqual({ blurb: FIELDS.blurb });
  });

  it('a burst of saves and writes by one creator leaves another creator’s reads answering, and stores a whole listing', async () => {
    const project = await goldenBookProject(ctx, owner, GOLDEN_BOOKS[0]!);
    const reader = await ctx.signUp();
    const theirs = await createProject(ctx.db, { userId: reader.userId });
    const readTimes: number[] = [];
    const readStatuses: number[] = [];
    let hammering = true;
    const reading = (async () => {
      while (hammering) {
        const started = performance.now();
        const res = await reader.get(pathOf(theirs.id));
        await res.arrayBuffer();
        readTimes.push(performance.now() - started);
        readStatuses.push(res.status);
        // A reader's next request comes in on a later turn of the event loop, as one over a socket does.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const burst = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        index % 2 === 0
          ? owner.put(pathOf(project.id), { ...FIELDS, summary: `Save ${index}.` })
          : owner.post(`${pathOf(project.id)}/generate`, { fields: ['blurb'] }),
      ),
    );
    hammering = false;
    await reading;

    // Writes beyond the generation limit are refused with 429; nothing fails.
    expect(burst.every((res) => [200, 429].includes(res.status))).toBe(true);
    expect(readStatuses.length).toBeGreaterThan(0);
    expect(readStatuses.every((status) => status === 200)).toBe(true);
    // A read that waited on the burst's transactions would wait the connect timeout; one that did not is far below it.
    expect(Math.max(...readTimes)).toBeLessThan(PG_CONNECT_TIMEOUT_MS / 5);
    expectWithinEveryLimit(await read(project.id));
  });

  it('writes every field when the list of fields is empty', async () => {
    const project = await goldenBookProject(ctx, owner, GOLDEN_BOOKS[0]!);
    const drafted = await expectBody(await owner.post(`${pathOf(project.id)}/generate`, { fields: [] }), 200, listing);
    expect(Object.keys(drafted.sources).sort()).toEqual([
      'authorBio',
      'blurb',
      'categories',
      'description',
      'etsyTags',
      'etsyTitle',
      'keywords',
      'summary',
    ]);
  });

  it('refuses a field that is not a listing field', async () => {
    const project = await createProject(ctx.db, { userId: owner.userId });
    const answer = await expectBody(
      await owner.post(`${pathOf(project.id)}/generate`, { fields: ['price'] }),
      400,
      errorBody,
    );
    expect(answer.error.message).toBe(
      'A field must be one of description, blurb, keywords, categories, authorBio, etsyTitle, etsyTags, summary',
    );
    expect(await read(project.id)).toEqual(EMPTY);
  });
});

/** The text of a request's prompt, as the fake provider received it. */
const promptOf = (provider: FakeAiServer, index: number) => JSON.stringify(provider.requests[index]?.body.messages);

describe('project listing written by a provider', () => {
  let ctx: TestContext;
  let provider: FakeAiServer;
  let owner: Owner;
  const [shortBook, , longBook] = GOLDEN_BOOKS;
  beforeAll(async () => {
    provider = await startFakeAiServer();
    ctx = await createTestContext('sqlite', {
      ai: createAiEngine({ config: { provider: 'openai-compatible', model: 'fake-model', baseURL: provider.baseURL } }),
      generationLimit: { calls: 100, windowMs: 60_000 },
    });
    owner = await ctx.signUp({ name: 'Dana Levi' });
  });
  afterAll(async () => {
    await ctx.close();
    await provider.close();
  });
  beforeEach(() => provider.reset());

  const generate = async (id: string, body: object = {}) =>
    expectBody(await owner.call(projectListingApi.generate, { params: { id }, body }), 200, listing);

  it('an answer over every limit is fitted to the stores’ limits, never stored as a store would refuse it', async () => {
    const book = longBook!;
    const project = await goldenBookProject(ctx, owner, book);
    const paragraph = `<p>Learn with “${book.chapters[0]?.title}” and “${book.chapters[1]?.title}”. ${'Paint loose washes with calm. '.repeat(20)}</p>`;
    provider.enqueue(
      fakeReply.json({
        description: `<div class="x">${paragraph.repeat(12)}</div><script>alert(1)</script>`,
        blurb: 'Paint the sky in one pass. '.repeat(60),
        keywords: [
          'free watercolor lessons',
          'Kindle Unlimited painting',
          'loose watercolor',
          ...Array.from({ length: 9 }, (_, index) => `landscape study ${index + 1}`),
        ],
        categories: ['Arts › Painting › Watercolor', 'Arts › Landscapes', 'Crafts › Hobbies', 'Self-Help'],
        authorBio: 'Dana Levi paints. '.repeat(200),
        etsyTitle:
          'Loose Watercolor Landscapes, a Gentle Course in Thirty Chapters for Adults Returning to Painting After Years Away From the Brush',
        etsyTags: [
          'watercolor landscapes for adults',
          ...Array.from({ length: 14 }, (_, index) => `wash ${index + 1}`),
        ],
        summary: 'Thirty chapters of washes, skies and trees. '.repeat(30),
      }),
    );
    const written = await generate(project.id);
    expect(provider.requests).toHaveLength(1);
    expectWithinEveryLimit(written);
    expect(written.fields.description.length).toBeGreaterThan(3_000);
    expect(written.fields.description).not.toMatch(/script|alert|class=|<div/);
    expect(written.fields.keywords).toEqual([
      'loose watercolor',
      ...Array.from({ length: 6 }, (_, index) => `landscape study ${index + 1}`),
    ]);
    expect(written.fields.categories).toHaveLength(3);
    expect(written.fields.etsyTags).toHaveLength(13);
    expect(written.fields.etsyTags[0]).toBe('watercolor');
    expect(written.sources).toEqual({
      description: 'provider',
      blurb: 'provider',
      keywords: 'provider',
      categories: 'provider',
      authorBio: 'provider',
      etsyTitle: 'provider',
      etsyTags: 'provider',
      summary: 'provider',
    });
    // It was asked from the plan, the idea and what the reader gets, and told never to claim what the book lacks.
    const prompt = promptOf(provider, 0);
    for (const chapter of book.chapters) expect(prompt).toContain(chapter.title);
    expect(prompt).toContain(book.targetAudience);
    expect(prompt).toContain(book.concept);
    expect(prompt).toContain('Say nothing the plan, the chapters and the idea above do not say');
    expect(
      await expectBody(await owner.call(projectListingApi.read, { params: { id: project.id } }), 200, listing),
    ).toEqual(written);
  });

  it('a description naming a chapter the plan does not have is asked for again once, then is the built-in writer’s', async () => {
    const book = shortBook!;
    const project = await goldenBookProject(ctx, owner, book);
    const invented = '<p>Start with “Investing in Crypto”, then chapter 9.</p>';
    provider.enqueue(
      fakeReply.json({ description: invented, blurb: 'A calm book on budgeting.', summary: 'Budgeting, calmly.' }),
      fakeReply.json({ description: `<p>Begin with “${book.chapters[0]?.title}”, then chapter 2.</p>` }),
    );
    const retried = await generate(project.id, { fields: ['description', 'blurb', 'summary'] });
    expect(provider.requests).toHaveLength(2);
    expect(promptOf(provider, 1)).toContain('Write these fields of the store listing of this book: description.');
    expect(retried.fields.description).toBe(`<p>Begin with “${book.chapters[0]?.title}”, then chapter 2.</p>`);
    expect(retried.sources).toMatchObject({ description: 'provider', blurb: 'provider', summary: 'provider' });

    provider.reset();
    provider.setFallback(fakeReply.json({ description: invented }));
    const fallenBack = await generate(project.id, { fields: ['description'] });
    expect(provider.requests).toHaveLength(2);
    expect(fallenBack.sources.description).toBe('offline');
    expect(fallenBack.fields.description).not.toContain('Crypto');
    expect(fallenBack.fields.description).toContain(book.chapters[2]?.title);
    expect(fallenBack.previous.description).toBe(retried.fields.description);
    expect(fallenBack.fields.blurb).toBe('A calm book on budgeting.');
    provider.setFallback({ kind: 'status', status: 500, message: 'fake AI server: no response queued' });
  });

  it('a finished book run whose provider fails to write the listing still completes, with the built-in writer’s draft', async () => {
    provider.setFallback(
      fakeReply.computed((body) =>
        body.stream ? fakeReply.text(partText(streamedRequests(provider).length)) : fakeReply.status(400, 'Bad schema'),
      ),
    );
    await ctx.jobs.start();
    try {
      const project = await createProject(ctx.db, { userId: owner.userId, title: 'Slow Mornings' });
      expect((await owner.call(projectApi.savePlan, { params: { id: project.id }, body: planOf(2) })).status).toBe(200);
      await expectBody(
        await owner.call(projectBookApi.start, { params: { id: project.id }, body: { contentType: 'howto' } }),
        202,
        bookRunStarted,
      );
      const done = await waitForBook(owner, project.id, (view) => view.run?.status !== 'running');
      expect(done.run?.status).toBe('completed');
      expect(provider.requests.some((request) => !request.body.stream)).toBe(true);
      const drafted = await expectBody(
        await owner.call(projectListingApi.read, { params: { id: project.id } }),
        200,
        listing,
      );
      expectWithinEveryLimit(drafted);
      expect(drafted.sources).toMatchObject({ description: 'offline', blurb: 'offline', summary: 'offline' });
      expect(Object.values(drafted.sources).every((source) => source === 'offline')).toBe(true);
    } finally {
      await ctx.jobs.stop();
      provider.setFallback({ kind: 'status', status: 500, message: 'fake AI server: no response queued' });
    }
  });

  it('counts against the user’s generation limit, and a provider that fails leaves the listing as it was', async () => {
    const limited = await createTestContext('sqlite', {
      ai: createAiEngine({
        config: { provider: 'openai-compatible', model: 'fake-model', baseURL: provider.baseURL },
        maxRetries: 0,
      }),
      generationLimit: { calls: 1, windowMs: 60_000 },
    });
    try {
      const user = await limited.signUp();
      const project = await createProject(limited.db, { userId: user.userId, title: 'Slow Mornings' });
      expect((await user.call(projectApi.savePlan, { params: { id: project.id }, body: planOf(2) })).status).toBe(200);
      provider.enqueue({ kind: 'status', status: 500 });
      const failed = await expectBody(
        await user.call(projectListingApi.generate, { params: { id: project.id }, body: {} }),
        502,
        errorBody,
      );
      expect(failed.error.message).toBe('Failed to write the listing');
      expect(
        await expectBody(await user.call(projectListingApi.read, { params: { id: project.id } }), 200, listing),
      ).toEqual(EMPTY);
      const refused = await expectBody(
        await user.call(projectListingApi.generate, { params: { id: project.id }, body: {} }),
        429,
        errorBody,
      );
      expect(refused.error.message).toMatch(/^You have made too many generation requests/);
    } finally {
      await limited.close();
    }
  });
});

describe('a book run drafts the listing', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    await ctx.jobs.start();
  });
  afterAll(() => ctx.close());

  const runBook = async (owner: Owner, projectId: string) => {
    await expectBody(
      await owner.call(projectBookApi.start, { params: { id: projectId }, body: { contentType: 'howto' } }),
      202,
      bookRunStarted,
    );
    return waitForBook(owner, projectId, (view) => view.run?.status === 'completed');
  };

  it('a completed run leaves a listing drafted by the built-in writer when the project had none, and keeps one it had', async () => {
    const owner = await ctx.signUp({ name: 'Ana Núñez' });
    const project = await createProject(ctx.db, { userId: owner.userId, title: 'Slow Mornings' });
    expect((await owner.call(projectApi.savePlan, { params: { id: project.id }, body: planOf(3) })).status).toBe(200);
    // A row that only keeps the creator's answers to KDP's AI questions is not a listing yet.
    await ctx.db
      .insertInto('book_listings')
      .values({
        project_id: project.id,
        user_id: owner.userId,
        keywords: writeJson([]),
        categories: writeJson([]),
        etsy_tags: writeJson([]),
        sources: writeJson({}),
        previous: writeJson({}),
        disclosure_corrections: writeJson({ text: 'none' }),
        created_at: now(),
        updated_at: now(),
      })
      .execute();
    expect(
      await expectBody(await owner.call(projectListingApi.read, { params: { id: project.id } }), 200, listing),
    ).toEqual(EMPTY);
    await runBook(owner, project.id);
    const drafted = await expectBody(
      await owner.call(projectListingApi.read, { params: { id: project.id } }),
      200,
      listing,
    );
    expect(drafted.saved).toBe(true);
    expectWithinEveryLimit(drafted);
    expect(drafted.sources).toMatchObject({ description: 'offline', blurb: 'offline', keywords: 'offline' });
    expect(Object.values(drafted.sources).every((source) => source === 'offline')).toBe(true);
    for (const chapter of planOf(3).chapters) expect(drafted.fields.description).toContain(chapter.title);
    const kept = await ctx.db
      .selectFrom('book_listings')
      .select('disclosure_corrections')
      .where('project_id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(readJson(kept.disclosure_corrections)).toEqual({ text: 'none' });

    const edited = await createProject(ctx.db, { userId: owner.userId, title: 'Quiet Evenings' });
    expect(
      (await owner.call(projectApi.savePlan, { params: { id: edited.id }, body: planOf(2, 'Quiet Evenings') })).status,
    ).toBe(200);
    const saved = await expectBody(
      await owner.call(projectListingApi.save, { params: { id: edited.id }, body: FIELDS }),
      200,
      listing,
    );
    await runBook(owner, edited.id);
    expect(
      await expectBody(await owner.call(projectListingApi.read, { params: { id: edited.id } }), 200, listing),
    ).toEqual(saved);
  });
});
