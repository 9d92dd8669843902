import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../../tests/factories/index.js';
import { fakeReply, startFakeAiServer, type FakeAiServer } from '../../../tests/fakes/fake-ai-server.js';
import { planOf, waitForBook } from '../../../tests/support/book-runs.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { partText } from '../../../tests/support/part-texts.js';
import { readContentStream } from '../../../tests/support/content-stream.js';
import { rgbaPng } from '../../../tests/support/png-bytes.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { aiDisclosure, type AiDisclosure, type DisclosureEntry } from '../../shared/schemas/ai-disclosure.js';
import { bookRunStarted, type BookView } from '../../shared/schemas/book-run.js';
import { savedContent } from '../../shared/schemas/content.js';
import { generateCoverImageResult, savedCover, type GenerateCoverImageBody } from '../../shared/schemas/cover.js';
import { errorBody } from '../../shared/schemas/error.js';
import { projectDetail } from '../../shared/schemas/project.js';
import { createAiEngine, type CoverArtEngine } from '../ai/index.js';
import { renderCover } from '../services/covers/draw/render-cover.js';
import { readJson } from '../db/codec.js';
import { projectApi } from '../../shared/api/projects.js';
import { projectBookApi } from '../../shared/api/project-book.js';
import { savedItemApi } from '../../shared/api/saved-items.js';
import { generateApi } from '../../shared/api/generate.js';
import { projectCoverApi } from '../../shared/api/project-cover.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

const settled = (view: BookView) => view.run !== null && view.run.status !== 'running';
const DRAWN: GenerateCoverImageBody = {
  title: 'Slow Mornings',
  authorName: 'Ana Núñez',
  style: 'bold',
  colorScheme: 'teal and coral',
};
const OFFLINE_DRAFTS = "Drafted by Infoforge's built-in writer (template text, counted as AI-generated)";
const NO_TRANSLATION: DisclosureEntry = {
  answer: 'none',
  derived: 'none',
  corrected: false,
  basis: 'Infoforge made no translation of this book.',
  tools: [],
};
const NO_COVER: DisclosureEntry = {
  answer: 'none',
  derived: 'none',
  corrected: false,
  basis: 'This book has no cover yet, and its files carry no other images.',
  tools: [],
};

const disclosurePath = (projectId: string) => `/api/projects/${projectId}/ai-disclosure`;
const readDisclosure = async (owner: Owner, projectId: string) =>
  expectBody(await owner.get(disclosurePath(projectId)), 200, aiDisclosure);

/** A project whose 2-chapter book (4 parts) the app's writer wrote in one run. */
async function writtenBook(ctx: TestContext, owner: Owner) {
  const project = await createProject(ctx.db, { userId: owner.userId, title: 'Slow Mornings' });
  expect((await owner.call(projectApi.savePlan, { params: { id: project.id }, body: planOf(2) })).status).toBe(200);
  const started = await owner.call(projectBookApi.start, {
    params: { id: project.id },
    body: { contentType: 'howto' },
  });
  await expectBody(started, 202, bookRunStarted);
  expect((await waitForBook(owner, project.id, settled)).run?.status).toBe('completed');
  return project;
}

/** The ids of the project's sections, in their order. */
const sectionIds = async (owner: Owner, projectId: string) =>
  (await expectBody(await owner.call(projectApi.read, { params: { id: projectId } }), 200, projectDetail)).sections.map(
    (section) => section.id,
  );

/** A paragraph of the creator's own, different each time. */
let ownParagraphs = 0;
const ownParagraph = () =>
  `My notebook, page ${++ownParagraphs}: the kettle goes on at six, the dog walks at ten past, and I write until the light comes up over the allotments.`;

/**
 * Changes a saved section's text by hand, as the content editor saves it: a paragraph of the creator's added at its
 * end, or (`rewrite`) every paragraph of the text but its first (and its headings) in the creator's words instead.
 */
async function editByHand(owner: Owner, contentId: string, change: 'append' | 'rewrite' = 'append') {
  const section = await expectBody(
    await owner.call(savedItemApi.content.read, { params: { id: contentId } }),
    200,
    savedContent,
  );
  let kept = 0;
  const rewritten = section.content
    .split(/\n{2,}/)
    .map((block) => (/^#|^:::/.test(block) || kept++ === 0 ? block : ownParagraph()))
    .join('\n\n');
  const body = {
    sectionName: section.sectionName,
    content: change === 'append' ? `${section.content}\n\n${ownParagraph()}` : rewritten,
    contentType: section.contentType,
  };
  await expectBody(await owner.put(`/api/content/${contentId}`, body), 200, savedContent);
}

/** The share of the generated sections' words still as generated, read from the basis ('97%' → 0.97). */
const stillAsGenerated = (entry: DisclosureEntry) =>
  Number(/(\d+)% of their words still as generated/.exec(entry.basis)?.[1]) / 100;

/** A section saved from the content editor: typed by hand, or with the request the Content Generator wrote it from. */
async function saveSection(owner: Owner, sectionName: string, fromGenerator = false) {
  const body = {
    sectionName,
    content: `## ${sectionName}\n\nWhat I learned about mornings, in my own words.`,
    contentType: 'howto',
    ...(fromGenerator ? { generationInput: { title: 'Slow Mornings', sectionName, contentType: 'howto' } } : {}),
  };
  return (await expectBody(await owner.call(savedItemApi.content.create, { body }), 201, savedContent)).id;
}

const setSections = async (owner: Owner, projectId: string, contentIds: string[]) =>
  expect(
    (await owner.call(projectApi.replaceSections, { params: { id: projectId }, body: { contentIds } })).status,
  ).toBe(200);

/** A cover drawn by the app (the image model's art under it when one is set up) and saved for the project. */
async function drawCover(owner: Owner, projectId: string) {
  const generated = await owner.call(generateApi.coverImage, { body: DRAWN });
  const { imageUrl } = await expectBody(generated, 200, generateCoverImageResult);
  const body = { imageUrl, style: DRAWN.style, projectId, generationInput: DRAWN };
  return expectBody(await owner.post('/api/covers', body), 201, savedCover);
}

const listingRows = (ctx: TestContext, projectId: string) =>
  ctx.db.selectFrom('book_listings').selectAll().where('project_id', '=', projectId).execute();

describe('the AI disclosure, answered from the record', () => {
  let ctx: TestContext;
  let owner: Owner;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { generationLimit: { calls: 100, windowMs: 60_000 } });
    owner = await ctx.signUp({ name: 'Ana Núñez' });
    await ctx.jobs.start();
  });
  afterAll(() => ctx.close());

  it('a book the built-in writer drafted: the entire text, its writer named; how much was edited is measured', async () => {
    const project = await writtenBook(ctx, owner);
    expect(await readDisclosure(owner, project.id)).toEqual({
      text: {
        answer: 'entire-minimal',
        derived: 'entire-minimal',
        corrected: false,
        basis: `${OFFLINE_DRAFTS}: 4 of 4 sections; 100% of their words still as generated.`,
        tools: ['Infoforge built-in writer'],
      },
      images: NO_COVER,
      translations: NO_TRANSLATION,
    } satisfies AiDisclosure);

    // A paragraph of one's own added to every section edits little of the text: still minimal editing.
    const ids = await sectionIds(owner, project.id);
    for (const id of ids) await editByHand(owner, id);
    const appended = (await readDisclosure(owner, project.id)).text;
    expect(appended).toMatchObject({ answer: 'entire-minimal', derived: 'entire-minimal' });
    expect(stillAsGenerated(appended)).toBeGreaterThan(0.8);
    const edited = await ctx.db
      .selectFrom('generated_content')
      .select(['writer', 'generated_by'])
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(edited).toEqual({ writer: 'creator', generated_by: 'offline' });

    // Most of the text of every section rewritten: extensive editing.
    for (const id of ids) await editByHand(owner, id, 'rewrite');
    const rewritten = (await readDisclosure(owner, project.id)).text;
    expect(rewritten).toMatchObject({ answer: 'entire-extensive', derived: 'entire-extensive', corrected: false });
    expect(stillAsGenerated(rewritten)).toBeLessThanOrEqual(0.5);
    expect(rewritten.basis).toMatch(new RegExp(`^${OFFLINE_DRAFTS.replace(/[()]/g, '\\$&')}: 4 of 4 sections; \\d+%`));

    // A section of the creator's own among them: some sections.
    const own = await saveSection(owner, 'A Letter to the Reader');
    await setSections(owner, project.id, [...ids, own]);
    expect((await readDisclosure(owner, project.id)).text).toMatchObject({
      answer: 'some-extensive',
      basis: expect.stringMatching(
        /: 4 of 5 sections; \d+% of their words still as generated; written by you: 1 of 5 sections\.$/,
      ),
    });
  });

  // The rewrite waits for the files the first run started: slow on a busy machine.
  it('a part written again and then restored: its text comes back with who wrote it', { timeout: 90_000 }, async () => {
    // A user of its own: a user's next job waits for their last one.
    const owner = await ctx.signUp();
    const project = await writtenBook(ctx, owner);
    const { parts } = await waitForBook(owner, project.id, settled);
    const chapter = parts.find((part) => part.key === 'chapter-1')!;
    await editByHand(owner, chapter.contentId!, 'rewrite');
    const oneEdited = (await readDisclosure(owner, project.id)).text.basis;
    expect(stillAsGenerated((await readDisclosure(owner, project.id)).text)).toBeLessThan(1);

    const rewrite = await owner.call(projectBookApi.rewritePart, { params: { id: project.id, key: 'chapter-1' } });
    const { run } = await expectBody(rewrite, 202, bookRunStarted);
    await waitForBook(owner, project.id, (view) => view.run?.id === run.id && settled(view), 80_000);
    expect((await readDisclosure(owner, project.id)).text.basis).toBe(
      `${OFFLINE_DRAFTS}: 4 of 4 sections; 100% of their words still as generated.`,
    );

    expect(
      (await owner.call(projectBookApi.restorePart, { params: { id: project.id, key: 'chapter-1' } })).status,
    ).toBe(200);
    expect((await readDisclosure(owner, project.id)).text.basis).toBe(oneEdited);
    const restored = await ctx.db
      .selectFrom('generated_content')
      .select(['writer', 'generated_by', 'previous_writer', 'previous_generated_by'])
      .where('id', '=', chapter.contentId!)
      .executeTakeFirstOrThrow();
    expect(restored).toEqual({
      writer: 'creator',
      generated_by: 'offline',
      previous_writer: 'offline',
      previous_generated_by: 'offline',
    });
  });

  it('a book of sections the creator wrote, edited since or not: none', async () => {
    const project = await createProject(ctx.db, { userId: owner.userId });
    const typed = await saveSection(owner, 'Chapter 1: Why Mornings Feel Hard');
    const revised = await saveSection(owner, 'Chapter 2: The Sunday Session');
    await editByHand(owner, revised);
    await setSections(owner, project.id, [typed, revised]);
    expect(await readDisclosure(owner, project.id)).toEqual({
      text: { answer: 'none', derived: 'none', corrected: false, basis: 'Written by you: 2 of 2 sections.', tools: [] },
      images: NO_COVER,
      translations: NO_TRANSLATION,
    } satisfies AiDisclosure);

    const empty = await createProject(ctx.db, { userId: owner.userId });
    expect((await readDisclosure(owner, empty.id)).text).toMatchObject({
      answer: 'none',
      basis: 'This book has no sections yet.',
    });
  });

  it('a section saved from the Content Generator counts as generated, by a model it did not record', async () => {
    const project = await createProject(ctx.db, { userId: owner.userId });
    const generated = await saveSection(owner, 'Chapter 1: Quiet Kitchens', true);
    const typed = await saveSection(owner, 'Chapter 2: Weekend Mornings');
    await setSections(owner, project.id, [generated, typed]);
    expect((await readDisclosure(owner, project.id)).text).toEqual({
      answer: 'some-minimal',
      derived: 'some-minimal',
      corrected: false,
      basis:
        'Generated with a tool that did not record its model: 1 of 2 sections; 100% of their words still as ' +
        'generated; written by you: 1 of 2 sections.',
      tools: [],
    });
  });

  it('a section saved from a generation names the machine, and counts as the creator’s once rewritten', async () => {
    const project = await createProject(ctx.db, { userId: owner.userId });
    const request = { title: 'Slow Mornings', sectionName: 'Chapter 1: Quiet Kitchens', contentType: 'howto' };
    const streamed = await owner.call(generateApi.content, { body: request });
    expect(streamed.status).toBe(200);
    const { text } = await readContentStream(streamed);
    const body = { sectionName: request.sectionName, content: text, contentType: 'howto', generationInput: request };
    const saved = await expectBody(await owner.call(savedItemApi.content.create, { body }), 201, savedContent);
    await setSections(owner, project.id, [saved.id]);
    expect((await readDisclosure(owner, project.id)).text).toEqual({
      answer: 'entire-minimal',
      derived: 'entire-minimal',
      corrected: false,
      basis: `${OFFLINE_DRAFTS}: 1 of 1 section; 100% of their words still as generated.`,
      tools: ['Infoforge built-in writer'],
    });
    const ownWords = Array.from({ length: 6 }, ownParagraph).join('\n\n');
    await expectBody(await owner.put(`/api/content/${saved.id}`, { ...body, content: ownWords }), 200, savedContent);
    expect((await readDisclosure(owner, project.id)).text).toMatchObject({
      answer: 'none',
      basis: 'Written by you: 1 of 1 section.',
    });
  });

  it('a cover the built-in designer drew, or an image the creator uploaded: no AI-generated images', async () => {
    const project = await createProject(ctx.db, { userId: owner.userId });
    await drawCover(owner, project.id);
    expect((await readDisclosure(owner, project.id)).images).toEqual({
      answer: 'none',
      derived: 'none',
      corrected: false,
      basis:
        "Infoforge's built-in cover designer drew the cover from shapes and type, with no image model. " +
        "The cover is the book's only image.",
      tools: [],
    });
    // Redrawn for the plan: still the designer's.
    expect((await owner.call(projectApi.savePlan, { params: { id: project.id }, body: planOf(1) })).status).toBe(200);
    expect((await owner.call(projectCoverApi.redraw, { params: { id: project.id } })).status).toBe(200);
    expect((await readDisclosure(owner, project.id)).images.basis).toMatch(/^Infoforge's built-in cover designer/);

    const uploaded = `data:image/png;base64,${rgbaPng(200, 300).toString('base64')}`;
    const saved = await owner.call(savedItemApi.covers.create, {
      body: { imageUrl: uploaded, style: 'modern', projectId: project.id },
    });
    await expectBody(saved, 201, savedCover);
    expect((await readDisclosure(owner, project.id)).images).toMatchObject({
      answer: 'none',
      basis: "The cover is an image you uploaded. The cover is the book's only image.",
      tools: [],
    });
  });

  it('stores the creator’s corrections beside the listing and returns them; null brings the derived answer back', async () => {
    const project = await createProject(ctx.db, { userId: owner.userId });
    await setSections(owner, project.id, [await saveSection(owner, 'Chapter 1: Quiet Kitchens', true)]);
    expect(await listingRows(ctx, project.id)).toEqual([]);

    // An answer other than the record's is refused until the creator confirms it, saying what the record shows.
    const unconfirmed = await expectBody(
      await owner.put(disclosurePath(project.id), { text: 'entire-extensive', translations: 'entire-minimal' }),
      409,
      errorBody,
    );
    expect(unconfirmed.error.message).toBe(
      'The record answers text “Entire work, with minimal or no editing”: Generated with a tool that did not record ' +
        'its model: 1 of 1 section; 100% of their words still as generated. Confirm to answer “Entire work, with ' +
        'extensive editing” instead.',
    );
    expect(await listingRows(ctx, project.id)).toEqual([]);
    const corrected = await expectBody(
      await owner.put(disclosurePath(project.id), {
        text: 'entire-extensive',
        translations: 'entire-minimal',
        againstRecord: true,
      }),
      200,
      aiDisclosure,
    );
    expect(corrected.text).toMatchObject({ answer: 'entire-extensive', derived: 'entire-minimal', corrected: true });
    expect(corrected.translations).toMatchObject({ answer: 'entire-minimal', derived: 'none', corrected: true });
    expect(corrected.images).toEqual(NO_COVER);
    expect(await readDisclosure(owner, project.id)).toEqual(corrected);
    // The listing it is stored beside has its fields empty.
    const [listing] = await listingRows(ctx, project.id);
    expect(listing).toMatchObject({ user_id: owner.userId, description: '', blurb: '', summary: '' });
    expect(readJson(listing!.keywords)).toEqual([]);
    expect(readJson(listing!.sources)).toEqual({});
    expect(readJson(listing!.disclosure_corrections)).toEqual({
      text: 'entire-extensive',
      translations: 'entire-minimal',
    });

    // A kind left out keeps its correction; null takes one back.
    const reset = await expectBody(
      await owner.put(disclosurePath(project.id), { translations: null, images: 'some-minimal', againstRecord: true }),
      200,
      aiDisclosure,
    );
    expect(reset.text).toMatchObject({ answer: 'entire-extensive', corrected: true });
    expect(reset.translations).toEqual(NO_TRANSLATION);
    expect(reset.images).toMatchObject({ answer: 'some-minimal', derived: 'none', corrected: true });
    expect(await readDisclosure(owner, project.id)).toEqual(reset);
    expect(await listingRows(ctx, project.id)).toHaveLength(1);
  });

  it('refuses an answer not in KDP’s list with a 400 and stores nothing', async () => {
    const project = await createProject(ctx.db, { userId: owner.userId });
    const answers = 'none, some-minimal, some-extensive, entire-minimal, entire-extensive';
    for (const [body, field, label] of [
      [{ text: 'mostly' }, 'text', 'Text'],
      [{ text: 'none', images: 'Entire work' }, 'images', 'Images'],
      [{ translations: 3 }, 'translations', 'Translations'],
    ] as const) {
      const refused = await expectBody(await owner.put(disclosurePath(project.id), body), 400, errorBody);
      expect(refused.error).toEqual({
        code: 'BAD_REQUEST',
        field,
        message: `${label} answer must be one of ${answers}`,
      });
    }
    expect(await listingRows(ctx, project.id)).toEqual([]);
    expect((await readDisclosure(owner, project.id)).text.corrected).toBe(false);
  });

  it('answers 401 signed out and 404 to another user or a missing project, and changes nothing', async () => {
    const project = await createProject(ctx.db, { userId: owner.userId });
    await owner.put(disclosurePath(project.id), { images: 'entire-minimal', againstRecord: true });
    const before = await listingRows(ctx, project.id);
    const stranger = await ctx.signUp();
    for (const answer of [
      await stranger.get(disclosurePath(project.id)),
      await stranger.put(disclosurePath(project.id), { images: null, text: 'none' }),
      await owner.get(disclosurePath('00000000-0000-4000-8000-000000000000')),
      await owner.put(disclosurePath('not-an-id'), { text: 'none' }),
    ])
      expect((await expectBody(answer, 404, errorBody)).error.message).toBe('Project not found');
    expect((await ctx.anonymous().get(disclosurePath(project.id))).status).toBe(401);
    expect((await ctx.anonymous().put(disclosurePath(project.id), { text: 'none' })).status).toBe(401);
    expect(await listingRows(ctx, project.id)).toEqual(before);
    expect((await readDisclosure(owner, project.id)).images).toMatchObject({
      answer: 'entire-minimal',
      corrected: true,
    });
    expect(
      await ctx.db.selectFrom('book_listings').select('project_id').where('user_id', '=', stranger.userId).execute(),
    ).toEqual([]);
  });
});

describe("the AI disclosure of a book a provider's models made", () => {
  let ctx: TestContext;
  let provider: FakeAiServer;
  afterEach(async () => {
    await ctx.close();
    await provider.close();
  });

  it(
    'names the text model and the image model as KDP asks, and keeps the painter through a redraw',
    { timeout: 60_000 },
    async () => {
      provider = await startFakeAiServer();
      provider.setFallback(fakeReply.computed((_body, index) => fakeReply.text(partText(index + 1))));
      const art = await renderCover({
        title: 'Art',
        author: 'Painter',
        style: 'minimalist',
        colorScheme: 'deep green',
      });
      const coverArt: CoverArtEngine = {
        info: { provider: 'openai', model: 'gpt-image-1' },
        drawArt: async () => ({ bytes: art, mimeType: 'image/png' }),
      };
      ctx = await createTestContext('sqlite', {
        ai: createAiEngine({
          config: { provider: 'openai', model: 'gpt-4o-mini', apiKey: 'sk-test', baseURL: provider.baseURL },
        }),
        coverArt,
        generationLimit: { calls: 100, windowMs: 60_000 },
      });
      await ctx.jobs.start();
      const owner = await ctx.signUp();
      const project = await writtenBook(ctx, owner);
      await drawCover(owner, project.id);

      const painted: DisclosureEntry = {
        answer: 'entire-minimal',
        derived: 'entire-minimal',
        corrected: false,
        basis:
          "The cover's art was painted by OpenAI gpt-image-1; Infoforge set the title and author on it in type. " +
          "The cover is the book's only image.",
        tools: ['OpenAI gpt-image-1'],
      };
      expect(await readDisclosure(owner, project.id)).toEqual({
        text: {
          answer: 'entire-minimal',
          derived: 'entire-minimal',
          corrected: false,
          basis: 'Generated by OpenAI gpt-4o-mini: 4 of 4 sections; 100% of their words still as generated.',
          tools: ['OpenAI gpt-4o-mini'],
        },
        images: painted,
        translations: NO_TRANSLATION,
      } satisfies AiDisclosure);

      expect(
        (await owner.call(projectApi.savePlan, { params: { id: project.id }, body: planOf(2, 'Slower Mornings') }))
          .status,
      ).toBe(200);
      expect((await owner.call(projectCoverApi.redraw, { params: { id: project.id } })).status).toBe(200);
      expect((await readDisclosure(owner, project.id)).images).toEqual(painted);
    },
  );
});
