import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProjectDetail } from '../../src/shared/schemas/project.js';
import { pdfPages } from '../support/document-tools.js';
import { launchBrowser, openPage } from './support/browser.js';
import { callApi, signUpThroughUi, uniqueEmail } from './support/actions.js';

const SHOTS = '/tmp/shots-workbook';
const CHAPTERS = ['Your First Starter', 'The First Loaf'];
/** Long enough for the workbook and its files on a shared machine. */
const WORKBOOK_MS = 90_000;

/**
 * A workbook written by the built-in writer, as its creator sees it on the project page: each chapter's exercises
 * listed with how many model answers the answer key holds, and the answer key and teacher's edition to download
 * beside the book (docs/decisions/0077-answer-key.md).
 */
describe.each(inject('servers'))('a workbook and its answer key on $dialect', (server) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each([
    { width: 1280, height: 800, name: 'desktop' },
    { width: 390, height: 844, name: 'mobile' },
  ])(
    "writes a workbook, lists each chapter's exercises, and downloads its answer key and teacher's edition ($name)",
    async ({ name, ...viewport }) => {
      const { page, context, consoleErrors } = await openPage(browser, server.baseUrl, viewport);
      await signUpThroughUi(page, { fullName: 'Wren Workbook', email: uniqueEmail('workbook'), password: 'pw-work' });
      const title = `Bake Along ${name}`;
      const project = await callApi<ProjectDetail>(page, 'POST', '/api/projects', { title, productType: 'workbook' });
      await callApi(page, 'PUT', `/api/projects/${project.id}/plan`, {
        title,
        subtitle: 'A sourdough workbook',
        authorName: 'Wren Workbook',
        isbn: '',
        chapters: CHAPTERS.map((chapter) => ({ title: chapter, goal: '' })),
      });
      await page.goto(`/dashboard/project/${project.id}`);
      await page.getByRole('button', { name: 'Write the book', exact: true }).click();
      await page.getByText(/^Book written: 4 parts/).waitFor({ timeout: WORKBOOK_MS });

      for (const chapter of CHAPTERS)
        await page
          .getByText(
            `Exercises: Where You Stand on “${chapter}”, Check Your Understanding, Your Plan, Check Your Progress, Reflect · 4 model answers in the answer key`,
          )
          .waitFor();
      await page.getByText('PDF Ready', { exact: true }).waitFor({ timeout: WORKBOOK_MS });
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SHOTS}/project-${name}.png`, fullPage: true });

      // The section's editor says how exercises and model answers are written; its preview boxes each answer.
      await page.getByRole('button', { name: /^2\. Exercise 1: Your First Starter/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Section' });
      await edit.getByText(/A model answer goes between a line ":::answer" and a line ":::"/).waitFor();
      await edit.getByRole('tab', { name: 'Preview' }).click();
      await expect
        .poll(() => edit.getByRole('complementary', { name: 'Model answer (answer key only)' }).count())
        .toBe(4);
      await page.screenshot({ path: `${SHOTS}/edit-preview-${name}.png` });
      await edit.getByRole('button', { name: 'Cancel' }).click();

      const download = async (link: string) => {
        const [file] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('link', { name: link }).click(),
        ]);
        return { name: file.suggestedFilename(), text: pdfPages(readFileSync(await file.path())).join('\n') };
      };
      const key = await download('Download Answer Key');
      expect(key.name).toBe(`${title} (Answer Key).pdf`);
      // Each chapter it answers listed in its contents, then opening its own section with its answers.
      expect(key.text).toMatch(
        /Contents\s+Exercise 1: Your First Starter[ .]+1\s+Exercise 2: The First Loaf[ .]+\d+\s+Exercise 1\s+Your First Starter[\s\S]*Your Plan[\s\S]*Reflect[\s\S]*Exercise 2\s+The First Loaf/,
      );
      expect(key.text).not.toContain('Write a few lines');
      const teachers = await download("Download Teacher's Edition");
      expect(teachers.name).toBe(`${title} (Teacher's Edition).pdf`);
      expect(teachers.text).toContain("A sourdough workbook · Teacher's Edition");
      expect(teachers.text).toMatch(/Write a few lines[\s\S]*Answer Key[\s\S]*Exercise 2: The First Loaf/);
      const book = await download('Download PDF');
      expect(book.text).toContain('Write a few lines in answer to each question:');
      expect(book.text).not.toMatch(/Answer Key|no one right/);

      expect(consoleErrors).toEqual([]);
      await context.close();
    },
    WORKBOOK_MS * 2,
  );
});
