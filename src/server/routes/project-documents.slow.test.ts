import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentGenerationStarted, documentStatus } from '../../shared/schemas/project-document.js';
import { errorBody } from '../../shared/schemas/error.js';
import { projectDetail } from '../../shared/schemas/project.js';
import { createCover } from '../../../tests/factories/index.js';
import { COVER_PNG } from '../../../tests/support/book-fixtures.js';
import { pdfInfo, pdfText, zipEntries, zipText } from '../../../tests/support/document-tools.js';
import { createBookProject, draftSettled, NO_DRAFT_COPY, settled } from '../../../tests/support/document-projects.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { storeCoverImage } from '../services/covers/cover-files.js';
import { projectDocumentApi } from '../../shared/api/project-documents.js';
import { projectApi } from '../../shared/api/projects.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

// The files a generation makes, typeset by the real renderers and read back; project-documents.test.ts holds the
// generation's course (starts, failures, races, copies) with the tests' stand-in renderer.
describe('project documents, rendered', () => {
  let ctx: TestContext;
  let owner: Owner;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { renders: 'real' });
    owner = await ctx.signUp({ name: 'Dana Levi' });
  });
  afterAll(() => ctx.close());

  it('generates the PDF, DOCX and EPUB in the background, the project becomes ready, and serves them to the owner only', async () => {
    const project = await createBookProject(ctx, owner);
    const coverUrl = await storeCoverImage(ctx.db, ctx.storage, ctx.storageQuota, owner.userId, {
      png: Buffer.from(COVER_PNG),
      madeBy: 'creator',
    });
    const cover = await createCover(ctx.db, { userId: owner.userId, imageUrl: coverUrl });
    await ctx.db.updateTable('projects').set({ cover_id: cover.id }).where('id', '=', project.id).execute();
    await ctx.jobs.start();
    try {
      const started = await owner.call(projectDocumentApi.start, { params: { id: project.id }, body: {} });
      expect(await expectBody(started, 202, documentGenerationStarted)).toEqual({ documentsStatus: 'generating' });
      const following = await expectBody(
        await owner.call(projectDocumentApi.status, { params: { id: project.id } }),
        200,
        documentStatus,
      );
      expect(following).toMatchObject({ id: project.id, status: 'draft', documentsError: null });
      const row = await settled(ctx, project.id);
      expect(row).toEqual({ status: 'ready', documents_status: 'completed', documents_error: null });
    } finally {
      await ctx.jobs.stop();
    }
    expect(
      await expectBody(await owner.call(projectApi.read, { params: { id: project.id } }), 200, projectDetail),
    ).toMatchObject({
      documentsStatus: 'completed',
      pdfUrl: `/api/projects/${project.id}/documents/pdf`,
      docxUrl: `/api/projects/${project.id}/documents/docx`,
      epubUrl: `/api/projects/${project.id}/documents/epub`,
    });
    expect(
      await expectBody(
        await owner.call(projectDocumentApi.status, { params: { id: project.id } }),
        200,
        documentStatus,
      ),
    ).toEqual({
      id: project.id,
      title: 'Prep Once: Eat All Week 🍲',
      status: 'ready',
      documentsStatus: 'completed',
      documentsError: null,
      draftCopy: NO_DRAFT_COPY,
    });

    const pdf = await owner.call(projectDocumentApi.pdf, { params: { id: project.id } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // Named after the book plan's title, which the subtitle was split off.
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="Prep Once.pdf"; filename*=UTF-8''Prep%20Once.pdf`,
    );
    const pdfBytes = new Uint8Array(await pdf.arrayBuffer());
    const info = pdfInfo(pdfBytes);
    expect(info.author).toBe('Dana Levi');
    expect(info.title).toBe('Prep Once');
    // Described from the plan, not by the idea's pitch (docs/decisions/0028-book-plan.md).
    expect(info.subject).toMatch(/^Prep Once: Eat All Week 🍲\. /);
    expect(info.subject).not.toContain('A 30-day meal prep system');
    const text = pdfText(pdfBytes);
    // The stored cover fills the first page, which has no text; then the book plan's subtitle, split off the title
    // (the idea's pitch is not a subtitle).
    expect(text).toMatch(/^\fPrep Once\nEat All Week/);
    expect(text).not.toContain('A 30-day meal prep system');
    expect(text).not.toContain('Add your own pantry list');
    expect(text.indexOf('Keep rice, lentils')).toBeGreaterThan(-1);
    expect(text.indexOf('Cook the grains first')).toBeGreaterThan(text.indexOf('Keep rice, lentils'));

    const docx = await owner.call(projectDocumentApi.docx, { params: { id: project.id } });
    expect(docx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(docx.headers.get('content-disposition')).toContain('filename="Prep Once.docx"');
    expect(zipText(new Uint8Array(await docx.arrayBuffer()), 'word/document.xml')).toContain('Batch Cooking Basics');

    const epub = await owner.call(projectDocumentApi.epub, { params: { id: project.id } });
    expect(epub.headers.get('content-type')).toBe('application/epub+zip');
    expect(epub.headers.get('content-disposition')).toContain('.epub"');
    expect(zipEntries(new Uint8Array(await epub.arrayBuffer()))).toContain('OEBPS/cover.png');

    const stranger = await ctx.signUp();
    for (const format of ['pdf', 'docx', 'epub'])
      await expectBody(await stranger.get(`/api/projects/${project.id}/documents/${format}`), 404, errorBody);
  }, 120_000);

  it('generates a draft copy when asked: its files carry the author notes, boxed and labelled, and Draft in their title', async () => {
    const project = await createBookProject(ctx, owner);
    await ctx.jobs.start();
    try {
      const started = await owner.call(projectDocumentApi.start, { params: { id: project.id }, body: { draft: true } });
      await expectBody(started, 202, documentGenerationStarted);
      expect(await draftSettled(ctx, project.id)).toBe('completed');
    } finally {
      await ctx.jobs.stop();
    }
    const draftFile = async (format: string) =>
      new Uint8Array(await (await owner.get(`/api/projects/${project.id}/documents/draft/${format}`)).arrayBuffer());
    const pdf = await draftFile('pdf');
    expect(pdfInfo(pdf).title).toBe('Draft – Prep Once');
    const text = pdfText(pdf);
    expect(text).toContain('Author note');
    expect(text).toContain('Add your own pantry list');
    const docx = await draftFile('docx');
    expect(zipText(docx, 'word/document.xml')).toContain('Add your own pantry list');
    const epub = await draftFile('epub');
    expect(zipText(epub, 'OEBPS/content.opf')).toContain('<dc:title>Draft – Prep Once</dc:title>');
  }, 120_000);
});
