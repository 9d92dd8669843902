import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProjectDetail } from '../../src/shared/schemas/project.js';
import { pdfPages, pdfRender } from '../support/document-tools.js';
import { launchBrowser, openPage } from './support/browser.js';
import { callApi, expectToast, signUpThroughUi, uniqueEmail } from './support/actions.js';

interface Saved {
  id: string;
}

const SHOTS = '/tmp/shots-cover-follows-plan';
const COVER_TITLE = 'Inside Budgeting';
const PLAN_TITLE = 'Budgeting on Irregular Income';
const AUTHOR = 'Jordan Avery';

/** A project whose chosen title, cover and plan all say 'Inside Budgeting' by Jordan Avery, with two sections. */
async function seedProject(page: Page) {
  const title = await callApi<Saved>(page, 'POST', '/api/titles', { title: COVER_TITLE, tone: 'friendly' });
  const coverRequest = { title: COVER_TITLE, authorName: AUTHOR, style: 'bold', colorScheme: 'teal and coral' };
  const generated = await callApi<{ imageUrl: string }>(page, 'POST', '/api/generate-cover-image', coverRequest);
  const cover = await callApi<Saved>(page, 'POST', '/api/covers', {
    imageUrl: generated.imageUrl,
    style: 'bold',
    generationInput: coverRequest,
  });
  const contentIds: string[] = [];
  for (const [sectionName, content] of [
    ['Introduction', '# Introduction\n\nWhy a month with no fixed pay needs a plan of its own.'],
    [
      'Chapter 1: Where the Money Goes',
      `# Where the Money Goes\n\n${'Write down every payment for a month. '.repeat(12)}`,
    ],
  ] as const) {
    contentIds.push(
      (await callApi<Saved>(page, 'POST', '/api/content', { sectionName, content, contentType: 'markdown' })).id,
    );
  }
  return callApi<ProjectDetail>(page, 'POST', '/api/projects', {
    title: 'Budget book',
    productType: 'ebook',
    titleId: title.id,
    coverId: cover.id,
    contentIds,
  });
}

/** The PDF's first page (the cover) drawn at 40 DPI, as RGB pixels. */
const firstPageImage = (pdf: Uint8Array) => Buffer.from(pdfRender(pdf, 0, 40).pixels);

/** A page's text with its line breaks and spacing as single spaces: the title page wraps a long title. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
/** A page's text with no spacing at all, upper-cased: the title page letter-spaces the author in capitals. */
const squeezed = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** Makes the files from the project page, waits for them, and answers the PDF's bytes. */
async function downloadPdf(page: Page): Promise<Buffer> {
  await page.getByText('PDF Ready', { exact: true }).waitFor({ timeout: 90_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  return readFileSync(await download.path());
}

describe.each(inject('servers'))('the cover follows the plan on $dialect', (server) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(() => browser.close());

  it.each([
    { width: 1280, height: 800, name: 'desktop' },
    { width: 390, height: 844, name: 'mobile' },
  ])(
    'a plan title changed after the cover says so, asks before the files, and Redraw makes page 1 and page 2 agree ($width px)',
    async ({ name, ...viewport }) => {
      const { page, context, consoleErrors } = await openPage(browser, server.baseUrl, viewport);
      await signUpThroughUi(page, { fullName: 'Bea Budget', email: uniqueEmail('cover'), password: 'pw-cover' });
      const project = await seedProject(page);
      await page.goto(`/dashboard/project/${project.id}`);
      await page.getByRole('heading', { name: 'Book Plan' }).waitFor();
      expect(await page.getByText('The cover shows another title').count()).toBe(0);

      await page.getByLabel('Book Title').fill(PLAN_TITLE);
      await page.getByRole('button', { name: 'Save Plan' }).click();
      await expectToast(page, 'Book plan saved!');
      const notice = page.getByTestId('cover-differences');
      await notice.getByText('The cover shows another title').waitFor();
      await notice.getByText(`The cover shows “${COVER_TITLE}”; the book is “${PLAN_TITLE}”.`).waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SHOTS}/notice-${name}.png`, fullPage: true });

      // Generate Product asks first; Generate anyway makes the files with the old cover.
      await page.getByRole('button', { name: 'Generate Product' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(`the book is “${PLAN_TITLE}”`).waitFor();
      await page.screenshot({ path: `${SHOTS}/dialog-${name}.png` });
      await dialog.getByRole('button', { name: 'Generate anyway' }).click();
      const before = await downloadPdf(page);
      expect(flat(pdfPages(before)[1]!)).toContain(PLAN_TITLE);

      await page.getByRole('button', { name: 'Redraw the cover' }).click();
      await expectToast(page, 'The cover now shows the book’s title and author.');
      await page.getByText('Not Generated').waitFor();
      expect(await page.getByText('The cover shows another title').count()).toBe(0);
      const redrawn = await callApi<ProjectDetail>(page, 'GET', `/api/projects/${project.id}`);
      expect(redrawn.cover?.title).toBe(PLAN_TITLE);
      expect(redrawn.coverDifferences).toEqual([]);

      // The cover agrees now: Generate Product makes the files at once.
      await page.getByRole('button', { name: 'Generate Product' }).click();
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      const after = await downloadPdf(page);
      const pages = pdfPages(after);
      // Page 1 is the cover picture, now the redrawn one; page 2, the title page, prints the same title.
      expect(firstPageImage(after).equals(firstPageImage(before))).toBe(false);
      expect(flat(pages[1]!)).toContain(PLAN_TITLE);
      expect(squeezed(pages[1]!)).toContain(squeezed(AUTHOR));
      expect(flat(pages.join(' '))).not.toContain(COVER_TITLE);
      // The cover's own download is named after the book, as the files are.
      const [coverDownload] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download Cover' }).click(),
      ]);
      expect(coverDownload.suggestedFilename()).toBe(`${PLAN_TITLE}.png`);
      await page.screenshot({ path: `${SHOTS}/redrawn-${name}.png`, fullPage: true });
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
    // Two generations of the files, each up to 90 s on a busy machine.
    240_000,
  );
});
