import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../../../tests/factories/index.js';
import { documentsStatusOf, generateFilesForSale, shortBookProject } from '../../../tests/support/document-projects.js';
import { eventually } from '../../../tests/support/eventually.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { readPrintedPdf } from '../../../tests/support/print-interior-reading.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { errorBody } from '../../shared/schemas/error.js';
import { printEdition, type PrintSettingsInput } from '../../shared/schemas/print-edition.js';
import { projectDetail } from '../../shared/schemas/project.js';
import { readPdf } from '../services/render/read-back/read-pdf.js';
import { zipEntryNames, zipEntryText } from '../services/render/read-back/read-zip.js';
import { projectPrintApi } from '../../shared/api/project-print.js';
import { projectApi } from '../../shared/api/projects.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

const NO_PRINT_EDITION = { settings: null, pageCount: null, error: null, pdfUrl: null, wrapCoverUrl: null };
const SETTINGS: PrintSettingsInput = { trim: '5.5x8.5', paper: 'cream', bleed: true };

describe('print edition', () => {
  let ctx: TestContext;
  let owner: Owner;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { renders: 'real' });
    owner = await ctx.signUp({ name: 'Dana Levi' });
  });
  afterAll(() => ctx.close());

  const readEdition = async (id: string) =>
    expectBody(await owner.call(projectPrintApi.read, { params: { id } }), 200, printEdition);

  it('answers 401 signed out and 404 to another user, and stores nothing for them', async () => {
    const project = await createProject(ctx.db, { userId: owner.userId });
    const path = `/api/projects/${project.id}/print`;
    expect((await ctx.anonymous().get(path)).status).toBe(401);
    expect((await ctx.anonymous().put(path, SETTINGS)).status).toBe(401);
    const stranger = await ctx.signUp();
    for (const answer of [await stranger.get(path), await stranger.put(path, SETTINGS)])
      expect((await expectBody(answer, 404, errorBody)).error.message).toBe('Project not found');
    expect(await readEdition(project.id)).toEqual(NO_PRINT_EDITION);
  });

  it('refuses a trim or paper not in the list, naming the allowed values, and stores nothing', async () => {
    const project = await createProject(ctx.db, { userId: owner.userId, documentsStatus: 'completed' });
    const path = `/api/projects/${project.id}/print`;
    const badTrim = await expectBody(await owner.put(path, { ...SETTINGS, trim: '6x10' }), 400, errorBody);
    expect(badTrim.error).toEqual({
      code: 'BAD_REQUEST',
      message: 'Trim must be one of 5x8, 5.25x8, 5.5x8.5, 6x9, 7x10, 8x10, 8.5x11 (inches)',
      field: 'trim',
    });
    const badPaper = await expectBody(await owner.put(path, { ...SETTINGS, paper: 'glossy' }), 400, errorBody);
    expect(badPaper.error).toEqual({
      code: 'BAD_REQUEST',
      message: 'Paper must be one of white, cream, colour',
      field: 'paper',
    });
    expect(await readEdition(project.id)).toEqual(NO_PRINT_EDITION);
    expect(await documentsStatusOf(ctx, project.id)).toBe('completed');
  });

  it('stores the settings, and only a change makes the files out of date', async () => {
    const project = await createProject(ctx.db, { userId: owner.userId, documentsStatus: 'completed' });
    const path = `/api/projects/${project.id}/print`;
    const saved = await expectBody(await owner.put(path, SETTINGS), 200, printEdition);
    expect(saved).toEqual({
      ...NO_PRINT_EDITION,
      settings: { trim: '5.5x8.5', paper: 'cream', bleed: true, notesPages: false },
    });
    expect(await readEdition(project.id)).toEqual(saved);
    expect(await documentsStatusOf(ctx, project.id)).toBe('not_generated');

    await ctx.db.updateTable('projects').set({ documents_status: 'completed' }).where('id', '=', project.id).execute();
    await expectBody(await owner.put(path, SETTINGS), 200, printEdition);
    expect(await documentsStatusOf(ctx, project.id)).toBe('completed');
    await expectBody(await owner.put(path, { ...SETTINGS, paper: 'white' }), 200, printEdition);
    expect(await documentsStatusOf(ctx, project.id)).toBe('not_generated');
  });

  const bytesOf = async (url: string) => new Uint8Array(await (await owner.get(url)).arrayBuffer());

  it('a book under 24 pages: the ebook edition is made, the print edition refused with the limit in words; with Notes pages it is 24 pages and a wrap cover as wide as 24 pages make the spine', async () => {
    const project = await shortBookProject(ctx, owner);
    const path = `/api/projects/${project.id}/print`;
    await expectBody(await owner.put(path, SETTINGS), 200, printEdition);
    await generateFilesForSale(ctx, owner, project.id);

    const refused = await readEdition(project.id);
    expect(refused).toMatchObject({ pageCount: null, pdfUrl: null, wrapCoverUrl: null });
    expect(refused.error).toMatch(
      /^A print edition needs at least 24 pages; this book makes \d+ at 5\.5×8\.5 in\. Add roughly [\d,]+ more words, or turn on "Add lined notes pages to reach 24"\.$/,
    );
    for (const file of ['print', 'wrap-cover']) {
      const notServed = await expectBody(
        await owner.get(`/api/projects/${project.id}/documents/${file}`),
        404,
        errorBody,
      );
      expect(notServed.error.message).toBe(refused.error);
    }
    // The ebook edition is whole: its three files are served, its PDF opening with the cover page.
    const detail = await expectBody(
      await owner.call(projectApi.read, { params: { id: project.id } }),
      200,
      projectDetail,
    );
    expect(detail).toMatchObject({ documentsStatus: 'completed', documentsError: null });
    for (const url of [detail.pdfUrl, detail.docxUrl, detail.epubUrl]) expect((await owner.get(url!)).status).toBe(200);
    const ebook = readPrintedPdf(new Uint8Array(await (await owner.get(detail.pdfUrl!)).arrayBuffer()));
    expect(ebook.outline).not.toBeNull();
    const ebookOnly = await bytesOf(`/api/projects/${project.id}/documents/zip`);
    expect(zipEntryNames(ebookOnly).sort()).toEqual([
      'README.txt',
      'Sourdough at Home.docx',
      'Sourdough at Home.epub',
      'Sourdough at Home.pdf',
    ]);
    expect(zipEntryText(ebookOnly, 'README.txt')).not.toContain('print files');

    await expectBody(await owner.put(path, { ...SETTINGS, notesPages: true }), 200, printEdition);
    expect(await readEdition(project.id)).toMatchObject({
      pageCount: null,
      pdfUrl: null,
      wrapCoverUrl: null,
      error: null,
    });
    await generateFilesForSale(ctx, owner, project.id);
    const made = await readEdition(project.id);
    expect(made).toEqual({
      settings: { ...SETTINGS, notesPages: true },
      pageCount: 24,
      error: null,
      pdfUrl: `/api/projects/${project.id}/documents/print`,
      wrapCoverUrl: `/api/projects/${project.id}/documents/wrap-cover`,
    });
    const download = await owner.get(made.pdfUrl!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('filename="Sourdough at Home (Print).pdf"');
    const interior = readPrintedPdf(new Uint8Array(await download.arrayBuffer()));
    expect(interior.pages).toHaveLength(24);
    expect(interior.outline).toBeNull();
    expect(interior.title).toBeUndefined();
    for (const page of interior.pages) {
      expect(page.width).toBeCloseTo(5.5 + 0.125, 3);
      expect(page.height).toBeCloseTo(8.5 + 0.25, 3);
      expect(page.annotations + page.links).toBe(0);
    }
    // The book opens on its title page, no cover before it; Notes pages end it.
    expect(interior.pages[0]!.words).toContain('Sourdough at Home');
    expect(interior.pages.some((page) => page.words.startsWith('Notes'))).toBe(true);

    // The wrap cover: bleed + back + spine + front + bleed, the spine 24 pages of cream paper.
    const wrapDownload = await owner.get(made.wrapCoverUrl!);
    expect(wrapDownload.headers.get('content-disposition')).toContain('filename="Sourdough at Home (Cover).pdf"');
    const wrap = readPdf(new Uint8Array(await wrapDownload.arrayBuffer()));
    expect(wrap.pageCount).toBe(1);
    expect(wrap.pageSizes[0]!.width / 72).toBeCloseTo(0.125 + 5.5 + 24 * 0.0025 + 5.5 + 0.125, 2);
    expect(wrap.pageSizes[0]!.height / 72).toBeCloseTo(8.5 + 0.25, 2);

    // The publish check read both for KDP Paperback.
    const paperback = await eventually(async () => {
      const detail = await expectBody(
        await owner.call(projectApi.read, { params: { id: project.id } }),
        200,
        projectDetail,
      );
      const found = detail.publishCheck?.destinations.find(({ id }) => id === 'kdp-paperback');
      expect(found).toBeDefined();
      return found!;
    }, 60_000);
    expect(paperback.rules.filter(({ passed }) => !passed)).toEqual([]);

    const zip = await bytesOf(`/api/projects/${project.id}/documents/zip`);
    expect(zipEntryNames(zip)).toEqual(
      expect.arrayContaining(['Sourdough at Home (Print).pdf', 'Sourdough at Home (Cover).pdf']),
    );
    const readme = zipEntryText(zip, 'README.txt')!;
    expect(readme).toContain('Amazon KDP (Paperback)');
    expect(readme.replace(/\r\n/g, ' ')).toContain(
      'The two print files were made for a 5.5×8.5 in trim on cream paper, with 0.125" bleed. Choose the same trim ' +
        "size, paper and bleed in KDP's paperback setup",
    );

    const stranger = await ctx.signUp();
    for (const url of [made.pdfUrl!, made.wrapCoverUrl!]) await expectBody(await stranger.get(url), 404, errorBody);
  }, 300_000);
});
