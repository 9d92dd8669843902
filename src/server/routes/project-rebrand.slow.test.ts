import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  plannedBookProject,
  projectSectionRows,
  runSettled,
  startBook,
  waitForBook,
} from '../../../tests/support/book-runs.js';
import { documentsStatusOf, generateFilesForSale } from '../../../tests/support/document-projects.js';
import { pdfText, xmlText, zipEntries, zipText } from '../../../tests/support/document-tools.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { pathWith } from '../../shared/api/endpoint.js';
import { projectRebrandApi } from '../../shared/api/project-rebrand.js';
import { projectApi } from '../../shared/api/projects.js';
import { savedItemApi } from '../../shared/api/saved-items.js';
import type { RebrandRequest } from '../../shared/schemas/rebrand.js';
import { compileRebrand } from '../services/rebrand/rebrand-text.js';

/** How long writing the book and making its files may take on a busy machine. */
const FILES_MS = 120_000;

const REBRAND: RebrandRequest = {
  name: { from: 'Ana Núñez', to: 'Pia Label' },
  links: [{ from: 'https://old-kitchen.com', to: 'https://pia.io' }],
  colorScheme: null,
};

const occurrences = (text: string, of: string) => text.split(of).length - 1;
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A PLR book written offline, its files made, rebranded and made again (docs/decisions/0080-rebrand.md): every file
 * read back (its license file too) prints the new name and links where it printed the old, and the DOCX's and EPUB's text is the text before with
 * exactly those replacements — nothing else changed.
 */
describe('a rebrand, read back from every file', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { renders: 'real', generationLimit: { calls: 100, windowMs: 60_000 } });
    await ctx.jobs.start();
  });
  afterAll(() => ctx.close());

  it('replaces every occurrence of the old name and links in the PDF, DOCX, EPUB and license file, and nothing else', async () => {
    const owner = await ctx.signUp();
    const project = await plannedBookProject(ctx, owner, 3);
    const id = project.id;
    // A PLR product: its license file prints the author too.
    expect((await owner.call(projectApi.update, { params: { id }, body: { productType: 'plr' } })).status).toBe(200);
    await startBook(owner, id);
    expect((await waitForBook(owner, id, runSettled, FILES_MS)).run?.status).toBe('completed');
    await expect.poll(() => documentsStatusOf(ctx, id), { timeout: FILES_MS }).toBe('completed');
    // The creator's own words in the introduction: her name, her site and a page on it.
    const [introduction] = await projectSectionRows(ctx.db, id);
    const content = `${introduction!.content}\n\nAna Núñez shares more at https://old-kitchen.com and [her planner](https://old-kitchen.com/planner).`;
    const edited = await owner.call(savedItemApi.content.update, {
      params: { id: introduction!.id },
      body: { sectionName: introduction!.section_name, content, contentType: 'markdown' },
    });
    expect(edited.status).toBe(200);
    await generateFilesForSale(ctx, owner, id);

    const files = async () => {
      const download = async (format: string) =>
        new Uint8Array(await (await owner.get(`/api/projects/${id}/documents/${format}`)).arrayBuffer());
      const [pdf, docx, epub, license] = await Promise.all(['pdf', 'docx', 'epub', 'license'].map(download));
      const chapters = zipEntries(epub!).filter((entry) => entry.endsWith('.xhtml'));
      return {
        pdf: flat(pdfText(pdf!)),
        docx: flat(xmlText(zipText(docx!, 'word/document.xml'))),
        docxAuthor: xmlText(zipText(docx!, 'docProps/core.xml')),
        epub: flat(chapters.map((entry) => xmlText(zipText(epub!, entry))).join(' ')),
        license: flat(pdfText(license!)),
      };
    };
    const before = await files();
    expect(occurrences(before.docx, 'Ana Núñez')).toBeGreaterThanOrEqual(2);
    expect(before.docx).toContain('https://old-kitchen.com');
    expect(before.license).toContain('Ana Núñez keeps the copyright');

    const applied = await owner.post(pathWith(projectRebrandApi.apply.path, { id }), REBRAND);
    expect(applied.status).toBe(200);
    await generateFilesForSale(ctx, owner, id);
    const after = await files();

    // The title page and cover set the author's name in capitals.
    const rebrand = [
      compileRebrand(REBRAND),
      compileRebrand({ name: { from: 'ANA NÚÑEZ', to: 'PIA LABEL' }, links: [] }),
    ];
    const rebranded = (text: string) => rebrand.reduce((done, replace) => replace(done).text, text);
    for (const format of ['pdf', 'docx', 'epub', 'license'] as const) {
      for (const old of ['Ana Núñez', 'ANA NÚÑEZ', 'old-kitchen.com']) expect(after[format], format).not.toContain(old);
      for (const [now, was] of [
        ['Pia Label', 'Ana Núñez'],
        ['PIA LABEL', 'ANA NÚÑEZ'],
        ['pia.io', 'old-kitchen.com'],
      ] as const)
        expect(occurrences(after[format], now), `${format}: ${now}`).toBe(occurrences(before[format], was));
    }
    // Laid out without pages, the text is the same but for the replacements.
    expect(after.docx).toBe(rebranded(before.docx));
    expect(after.epub).toBe(rebranded(before.epub));
    expect(after.docxAuthor).toContain('Pia Label');
  });
});
