import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedBookProject, runSettled, startBook, waitForBook } from '../../../tests/support/book-runs.js';
import { documentsStatusOf } from '../../../tests/support/document-projects.js';
import { pdfPages, xmlText, zipEntries, zipText } from '../../../tests/support/document-tools.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { pathWith } from '../../shared/api/endpoint.js';
import { projectApi } from '../../shared/api/projects.js';
import { projectLicenseApi } from '../../shared/api/project-license.js';
import { LICENSE_RIGHTS, PRESET_RIGHTS, RIGHT_LABELS, type ProductLicense } from '../../shared/schemas/license.js';

/** How long writing the book and making its files may take on a busy machine. */
const FILES_MS = 120_000;

/** The text read across lines and page breaks. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/**
 * A PLR ebook written by the built-in writer and typeset for real (docs/decisions/0079-plr-license.md): the license it
 * is sold with, as its creator edited it, on the copyright page of the PDF, DOCX and EPUB, and its rights table, every
 * right YES or NO, in the license file.
 */
describe('a PLR ebook written offline, in its files', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { renders: 'real', generationLimit: { calls: 100, windowMs: 60_000 } });
    await ctx.jobs.start();
  });
  afterAll(() => ctx.close());

  it('prints the license on every copyright page and lists each right YES or NO in its own file', async () => {
    const owner = await ctx.signUp();
    const project = await plannedBookProject(ctx, owner, 3);
    const id = project.id;
    expect((await owner.call(projectApi.update, { params: { id }, body: { productType: 'plr' } })).status).toBe(200);
    // Its creator lets buyers pass on private label rights, which the preset does not.
    const license: ProductLicense = { preset: 'plr', rights: { ...PRESET_RIGHTS.plr, privateLabelRights: true } };
    expect((await owner.put(pathWith(projectLicenseApi.save.path, { id }), license)).status).toBe(200);
    await startBook(owner, id);
    expect((await waitForBook(owner, id, runSettled, FILES_MS)).run?.status).toBe('completed');
    await expect.poll(() => documentsStatusOf(ctx, id), { timeout: FILES_MS }).toBe('completed');
    const download = async (format: string) =>
      new Uint8Array(await (await owner.get(`/api/projects/${id}/documents/${format}`)).arrayBuffer());

    const given = 'You may: sell it; give it away for free; bundle it with other products; offer it as a bonus;';
    const refused = 'You may not: publish it on Amazon KDP; pass on master resell rights to your buyers.';
    const pdf = flat(
      pdfPages(await download('pdf'))
        .slice(0, 4)
        .join(' '),
    );
    const docx = flat(xmlText(zipText(await download('docx'), 'word/document.xml')));
    const epub = await download('epub');
    const copyrightPage = zipEntries(epub).find((entry) => entry.endsWith('copyright.xhtml'))!;
    const epubCopyright = flat(xmlText(zipText(epub, copyrightPage)));
    for (const [format, text] of Object.entries({ pdf, docx, epub: epubCopyright })) {
      expect(text, format).toContain('Ana Núñez. Sold with Private Label Rights (PLR).');
      expect(text, format).toContain(given);
      expect(text, format).toContain('pass on private label rights to your buyers.');
      expect(text, format).toContain(refused);
      expect(text, format).toContain('"Slow Mornings (License).pdf"');
      expect(text, format).not.toContain('All rights reserved');
    }

    const licenseFile = pdfPages(await download('license'));
    expect(licenseFile).toHaveLength(1);
    const table = flat(licenseFile.join(' '));
    expect(table).toContain('Slow Mornings is sold with Private Label Rights (PLR), as its author set them out below.');
    // Each right in a row of its own, its YES or NO beside it, in the table's order.
    const lines = licenseFile
      .join('\n')
      .split('\n')
      .map((line) => line.trim());
    const rows = lines.flatMap((line, index) => (/^(YES|NO)$/.test(line) ? [`${lines[index - 1]} ${line}`] : []));
    expect(rows).toEqual(
      LICENSE_RIGHTS.map((right) => `${RIGHT_LABELS[right]} ${license.rights[right] ? 'YES' : 'NO'}`),
    );
  });
});
