import { describe, expect, it, onTestFinished } from 'vitest';
import {
  outOfDateKeys,
  plannedBookProject,
  planOf,
  readBookView,
  runSettled as settled,
  sectionTextOf,
  startBook as start,
  waitForBook,
} from '../../../tests/support/book-runs.js';
import { documentsStatusOf } from '../../../tests/support/document-projects.js';
import { bookFileSections, pdfInfo, pdfText } from '../../../tests/support/document-tools.js';
import { eventually } from '../../../tests/support/eventually.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { projectDetail } from '../../shared/schemas/project.js';
import { projectApi } from '../../shared/api/projects.js';
import { projectDocumentApi } from '../../shared/api/project-documents.js';
import { projectAiDisclosureApi } from '../../shared/api/project-ai-disclosure.js';
import { generateApi } from '../../shared/api/generate.js';
import { generateCoverImageResult, savedCover } from '../../shared/schemas/cover.js';
import { pdfPageTexts } from '../services/render/read-back/read-pdf.js';
import { aiDisclosure } from '../../shared/schemas/ai-disclosure.js';
import { savedItemApi } from '../../shared/api/saved-items.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

/**
 * How long a second run may wait: the queue's one worker makes the first run's files before it takes the second
 * run's job, which on a busy machine takes far longer than writing the book.
 */
const RUN_AFTER_FILES_MS = 60_000;

// What a written book's files say as the creator changes it, typeset by the real renderers and read back;
// project-book.test.ts holds the runs themselves, with the tests' stand-in renderer.
describe('writing the whole book, in its files', () => {
  let ctx: TestContext;

  /** A context with the built-in writer whose files are typeset for real, its jobs running; closed after the test. */
  async function open(): Promise<void> {
    ctx = await createTestContext('sqlite', { renders: 'real', generationLimit: { calls: 100, windowMs: 60_000 } });
    onTestFinished(() => ctx.close());
    await ctx.jobs.start();
  }
  const plannedProject = (owner: Owner, chapters: number) => plannedBookProject(ctx, owner, chapters);
  const textOf = (projectId: string, name: string) => sectionTextOf(ctx.db, projectId, name);

  /** What the PDF, DOCX and EPUB for sale say in each section of a 5-chapter book, once made. */
  async function filesOf(owner: Owner, projectId: string) {
    await expect.poll(() => documentsStatusOf(ctx, projectId), { timeout: RUN_AFTER_FILES_MS }).toBe('completed');
    const download = async (format: string) =>
      new Uint8Array(await (await owner.get(`/api/projects/${projectId}/documents/${format}`)).arrayBuffer());
    const labels = ['Introduction', ...Array.from({ length: 5 }, (_, index) => `Chapter ${index + 1}`), 'Conclusion'];
    const sections = bookFileSections(
      { pdf: await download('pdf'), docx: await download('docx'), epub: await download('epub') },
      labels,
    );
    for (const file of Object.values(sections)) expect(file).toHaveLength(labels.length);
    return sections;
  }

  it('records the built-in writer on each part and marks the files "Draft – template text" until the text is the creator’s, measured', async () => {
    await open();
    const owner = await ctx.signUp();
    const project = await plannedProject(owner, 2);
    await start(owner, project.id);
    const written = await waitForBook(owner, project.id, settled);
    expect(written.parts.map((part) => part.templateShare)).toEqual([1, 1, 1, 1]);
    expect(written.template).toEqual({ share: 1, draft: true });
    const writers = await ctx.db
      .selectFrom('generated_content')
      .select(['id', 'section_name', 'writer', 'content'])
      .execute();
    expect(writers.map((row) => row.writer)).toEqual(['offline', 'offline', 'offline', 'offline']);

    const pdfOf = async () => {
      await expect.poll(() => documentsStatusOf(ctx, project.id), { timeout: 60_000 }).toBe('completed');
      return new Uint8Array(
        await (await owner.call(projectDocumentApi.pdf, { params: { id: project.id } })).arrayBuffer(),
      );
    };
    const marked = await pdfOf();
    expect(pdfInfo(marked).title).toBe('Draft – template text – Slow Mornings');
    const markedText = pdfText(marked);
    // The running heads, set in spaced capitals: the book's title on even pages, the chapter's on odd ones.
    const heads = markedText.replace(/ /g, '');
    expect(heads).toContain('DRAFT–TEMPLATETEXT–SLOWMORNINGS');
    expect(heads).toContain('DRAFT–TEMPLATETEXT–WHYMORNINGSFEELHARD');
    expect(markedText).toContain("drafted by Infoforge's built-in writer");
    // The publish check reads the same titles: no store takes a book its files call a template draft.
    const realText = "Real text, not the built-in writer's template draft";
    const publishCheckOf = async () => {
      const { publishCheck } = await expectBody(
        await owner.call(projectApi.read, { params: { id: project.id } }),
        200,
        projectDetail,
      );
      return publishCheck?.current ? publishCheck : null;
    };
    const ruleOf = (destination: { rules: { rule: string; passed: boolean; change: string | null }[] }) =>
      destination.rules.find(({ rule }) => rule === realText);
    const failedCheck = await eventually(publishCheckOf, 60_000);
    expect(failedCheck.destinations.map(({ id }) => id)).toHaveLength(7);
    for (const destination of failedCheck.destinations) {
      expect(destination.passed, destination.id).toBe(false);
      expect(ruleOf(destination)?.change, destination.id).toBe(
        'The PDF is titled "Draft – template text – Slow Mornings": its text is a template draft by the built-in ' +
          'writer. For real text, edit the parts in your own words, or connect an AI provider (the AI_PROVIDER ' +
          'lines of the README, e.g. a local Ollama) and rewrite them. Then generate the files again.',
      );
    }

    // Saving the same text again is no edit.
    const save = (row: (typeof writers)[number], content: string) =>
      owner.call(savedItemApi.content.update, {
        params: { id: row.id },
        body: { sectionName: row.section_name, content, contentType: 'howto' },
      });
    expect((await save(writers[0]!, writers[0]!.content)).status).toBe(200);
    expect((await readBookView(owner, project.id)).template).toEqual({ share: 1, draft: true });

    // One sentence added to every part leaves nearly all of the template text: the files are still a draft, every
    // store still fails, and KDP's answer is still the entire work with minimal editing.
    for (const row of writers) expect((await save(row, `${row.content}\n\nIn my own words.`)).status).toBe(200);
    const appended = await readBookView(owner, project.id);
    for (const part of appended.parts) expect(part.templateShare).toBeGreaterThan(0.9);
    expect(appended.template.draft).toBe(true);
    expect(await ctx.db.selectFrom('generated_content').select('writer').execute()).toEqual(
      writers.map(() => ({ writer: 'creator' })),
    );
    expect((await owner.call(projectDocumentApi.start, { params: { id: project.id } })).status).toBe(202);
    expect(pdfInfo(await pdfOf()).title).toBe('Draft – template text – Slow Mornings');
    const stillFailed = await eventually(publishCheckOf, 60_000);
    for (const destination of stillFailed.destinations) expect(ruleOf(destination)?.passed, destination.id).toBe(false);
    const disclosure = await owner.call(projectAiDisclosureApi.read, { params: { id: project.id } });
    expect((await expectBody(disclosure, 200, aiDisclosure)).text.answer).toBe('entire-minimal');

    // Every part in the creator's own words: no template text is left.
    for (const [index, row] of writers.entries()) {
      const own = `## ${row.section_name}\n\nPart ${index + 1}, as I tell it: the kettle at six, the dog at ten past, and the notebook open on the table until the light comes up.`;
      expect((await save(row, own)).status).toBe(200);
    }
    expect((await readBookView(owner, project.id)).template).toEqual({ share: 0, draft: false });
    expect((await owner.call(projectDocumentApi.start, { params: { id: project.id } })).status).toBe(202);
    const edited = await pdfOf();
    expect(pdfInfo(edited).title).toBe('Slow Mornings');
    expect(pdfText(edited)).not.toContain('template text');
    const passedCheck = await eventually(publishCheckOf, 60_000);
    for (const destination of passedCheck.destinations) expect(ruleOf(destination)?.passed, destination.id).toBe(true);
    // The book has no cover, which only the ebook stores ask for: the stores that sell the files as they are pass.
    expect(passedCheck.destinations.filter(({ passed }) => passed).map(({ id }) => id)).toEqual([
      'gumroad',
      'payhip',
      'etsy',
    ]);
  }, 120_000);

  it(
    'renaming chapter 3 leaves it, the introduction, chapters 2 and 4 and the conclusion out of date; Write the rest writes them naming it',
    async () => {
      await open();
      const owner = await ctx.signUp();
      const project = await plannedProject(owner, 5);
      await start(owner, project.id);
      const written = await waitForBook(owner, project.id, settled, RUN_AFTER_FILES_MS);
      expect(outOfDateKeys(written)).toEqual([]);
      expect(written.estimate).toMatchObject({ parts: 0, rewrites: 0 });
      const chapterOne = await textOf(project.id, 'Chapter 1: Why Mornings Feel Hard');
      for (const name of ['Introduction', 'Chapter 2: The Sunday Session', 'Conclusion'])
        expect(await textOf(project.id, name)).toContain('Quiet Kitchens');
      const namingParts = ({ pdf, docx, epub }: Awaited<ReturnType<typeof filesOf>>) =>
        [pdf, docx, epub].map((sections) => [0, 2, 6].map((index) => sections[index]));
      for (const parts of namingParts(await filesOf(owner, project.id)))
        for (const part of parts) expect(part).toContain('Quiet Kitchens');

      const renamed = planOf(5);
      renamed.chapters[2] = { ...renamed.chapters[2]!, title: 'Calm Counters' };
      expect((await owner.call(projectApi.savePlan, { params: { id: project.id }, body: renamed })).status).toBe(200);
      const stale = await readBookView(owner, project.id);
      expect(outOfDateKeys(stale)).toEqual(['introduction', 'chapter-2', 'chapter-3', 'chapter-4', 'conclusion']);
      expect(stale.estimate).toMatchObject({ parts: 0, rewrites: 5 });

      const { run } = await start(owner, project.id);
      expect(run).toMatchObject({ kind: 'book', stepCount: 5 });
      const done = await waitForBook(
        owner,
        project.id,
        (view) => view.run?.id === run.id && settled(view),
        RUN_AFTER_FILES_MS,
      );
      expect(done.run?.status).toBe('completed');
      expect(outOfDateKeys(done)).toEqual([]);
      for (const name of ['Introduction', 'Chapter 2: The Sunday Session', 'Chapter 3: Calm Counters', 'Conclusion']) {
        const text = await textOf(project.id, name);
        expect(text).toContain('Calm Counters');
        expect(text).not.toContain('Quiet Kitchens');
      }
      expect(await textOf(project.id, 'Chapter 1: Why Mornings Feel Hard')).toBe(chapterOne);
      expect(done.parts.find((part) => part.key === 'chapter-2')?.hasPreviousVersion).toBe(true);
      // The files made after the run say it too: their introduction, chapter 2 and conclusion name the new title.
      for (const parts of namingParts(await filesOf(owner, project.id)))
        for (const part of parts) {
          expect(part).toContain('Calm Counters');
          expect(part).not.toContain('Quiet Kitchens');
        }

      // The first chapter has one neighbour: renaming it marks it and chapter 2 with the introduction and conclusion,
      // and naming it back as the parts were written leaves none out of date.
      const firstRenamed = { ...renamed, chapters: renamed.chapters.map((chapter) => ({ ...chapter })) };
      firstRenamed.chapters[0]!.title = 'Hard Mornings';
      expect((await owner.call(projectApi.savePlan, { params: { id: project.id }, body: firstRenamed })).status).toBe(
        200,
      );
      expect(outOfDateKeys(await readBookView(owner, project.id))).toEqual([
        'introduction',
        'chapter-1',
        'chapter-2',
        'conclusion',
      ]);
      expect((await owner.call(projectApi.savePlan, { params: { id: project.id }, body: renamed })).status).toBe(200);
      expect(outOfDateKeys(await readBookView(owner, project.id))).toEqual([]);
    },
    3 * RUN_AFTER_FILES_MS,
  );

  it(
    'a run with a cover drawn for another title makes files whose cover page and title page agree',
    async () => {
      await open();
      const owner = await ctx.signUp();
      const project = await plannedProject(owner, 1);
      const drawn = { title: 'Slow Mornings: A Gentle Plan', authorName: 'Ana Núñez', style: 'bold' as const };
      const { imageUrl } = await expectBody(
        await owner.call(generateApi.coverImage, { body: drawn }),
        200,
        generateCoverImageResult,
      );
      await expectBody(
        await owner.post('/api/covers', {
          imageUrl,
          style: drawn.style,
          projectId: project.id,
          generationInput: drawn,
        }),
        201,
        savedCover,
      );
      const retitled = { ...planOf(1, 'Calm Before Nine'), subtitle: 'Mornings That Wait' };
      expect((await owner.call(projectApi.savePlan, { params: { id: project.id }, body: retitled })).status).toBe(200);
      await start(owner, project.id);
      expect((await waitForBook(owner, project.id, settled)).run?.status).toBe('completed');
      await expect.poll(() => documentsStatusOf(ctx, project.id), { timeout: RUN_AFTER_FILES_MS }).toBe('completed');
      const pdf = new Uint8Array(
        await (await owner.call(projectDocumentApi.pdf, { params: { id: project.id } })).arrayBuffer(),
      );
      const [coverPage, titlePage] = pdfPageTexts(pdf, undefined, 2).map((page) =>
        page.toLocaleLowerCase().replace(/\s+/g, ' ').trim(),
      );
      expect(titlePage).toBe('calm before nine mornings that wait ana núñez');
      expect(coverPage).toBe(titlePage);
    },
    2 * RUN_AFTER_FILES_MS,
  );
});
