import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BookView } from '../../src/shared/schemas/book-run.js';
import type { ProjectDetail } from '../../src/shared/schemas/project.js';
import { pdfPages } from '../support/document-tools.js';
import { seriousViolations } from './support/accessibility.js';
import { launchBrowser, openPage } from './support/browser.js';
import { callApi, expectToast, signUpThroughUi, uniqueEmail } from './support/actions.js';

const SHOTS = '/tmp/book-ui-shots';
/** Six chapters of about a second or two each with the paced offline writer, plus the introduction and conclusion. */
const CHAPTERS = ['Your First Starter', 'Feeding on a Rota', 'The First Loaf', 'Shaping Tired', 'Scoring', 'Selling'];
const PARTS = CHAPTERS.length + 2;
/** Long enough for the whole book and its files on a shared machine. */
const BOOK_MS = 90_000;

/** A draft project at the wizard's content step, with a chosen title and a saved plan of the six chapters. */
async function seedDraft(page: Page) {
  const idea = await callApi<{ id: string }>(page, 'POST', '/api/ideas', {
    concept: 'A 30-day sourdough plan built around 12-hour shifts',
    targetAudience: 'Nurses on rotating shifts',
    sellingPoints: ['Fits any rota'],
    modules: ['Module 1: Your First Starter'],
    productType: 'ebook',
  });
  const title = await callApi<{ id: string }>(page, 'POST', '/api/titles', {
    title: 'Bake Between Shifts',
    tone: 'friendly',
  });
  const draft = await callApi<ProjectDetail>(page, 'POST', '/api/projects', {
    title: 'Draft - Bake Between Shifts - Nov 25, 2026',
    nameGenerated: true,
    productType: 'ebook',
    ideaId: idea.id,
    titleId: title.id,
    wizardStep: 4,
    wizardMaxStep: 4,
  });
  await callApi(page, 'PUT', `/api/projects/${draft.id}/plan`, {
    title: 'Bake Between Shifts',
    subtitle: '',
    authorName: 'Nia Nightshift',
    isbn: '',
    chapters: CHAPTERS.map((chapter) => ({ title: chapter, goal: '' })),
  });
  return draft;
}

/** A project made elsewhere (no wizard steps) with a saved plan of these chapters. */
async function seedProject(page: Page, title: string, chapters: string[]) {
  const project = await callApi<ProjectDetail>(page, 'POST', '/api/projects', { title, productType: 'ebook' });
  await callApi(page, 'PUT', `/api/projects/${project.id}/plan`, {
    title,
    subtitle: '',
    authorName: 'Nia Nightshift',
    isbn: '',
    chapters: chapters.map((chapter) => ({ title: chapter, goal: '' })),
  });
  return project;
}

/** How far the run shown is: its parts saved (the bar's value), or all of them once the book is written. */
async function partsDone(page: Page) {
  if ((await page.getByText(/^Book written: /).count()) > 0) return PARTS;
  const bar = page.getByRole('progressbar', { name: 'Parts written' });
  if ((await bar.count()) === 0) return -1;
  return Number(await bar.getAttribute('aria-valuenow'));
}

/** The chapter number the run says it writes, or 0 while it writes another part. */
async function chapterWritten(page: Page) {
  const line = page.getByText(/^Writing chapter \d of 6: /);
  if ((await line.count()) === 0) return 0;
  return Number(/chapter (\d)/.exec((await line.textContent()) ?? '')?.[1] ?? 0);
}

describe.each(inject('servers'))('writing the whole book on $dialect', (server) => {
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
    'writes a six-chapter plan from the wizard, goes on over a reload, and makes files whose contents list the chapters; then Create Product starts afresh ($name)',
    async ({ name, ...viewport }) => {
      const { page, context, consoleErrors } = await openPage(browser, server.baseUrl, viewport);
      await signUpThroughUi(page, { fullName: 'Nia Nightshift', email: uniqueEmail('book'), password: 'pw-book' });
      const draft = await seedDraft(page);
      await page.goto(`/dashboard/create?projectId=${draft.id}`);
      await page.getByText(/^Step 4 of 6: Content/).waitFor();

      await page.getByRole('tab', { name: 'Write the whole book' }).click();
      await page.getByText(new RegExp(`^${PARTS} parts to write`)).waitFor();
      await page.getByText('Up to 100 chapters; each about 600–1,500 words, at most 3,000.').waitFor();
      expect(await page.getByText('Not written').count()).toBe(PARTS);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SHOTS}/wizard-idle-${name}.png`, fullPage: true });
      expect(await seriousViolations(page, `book panel idle ${name}`)).toEqual([]);

      await page.getByRole('button', { name: 'Write the book', exact: true }).click();
      await page.getByText(/^Writing chapter \d of 6: /).waitFor({ timeout: 30_000 });
      // While the run writes the sections, the wizard changes none of them.
      expect(await page.getByRole('button', { name: 'Continue to Cover' }).isDisabled()).toBe(true);
      await page.getByRole('tab', { name: 'One section at a time' }).click();
      expect(await page.getByRole('button', { name: 'Save Section' }).isDisabled()).toBe(true);
      await page.getByRole('tab', { name: 'Write the whole book' }).click();
      await page.screenshot({ path: `${SHOTS}/wizard-running-${name}.png`, fullPage: true });
      expect(await seriousViolations(page, `book panel running ${name}`)).toEqual([]);

      // A reload mid-run shows the same run going on: a later chapter, or more parts written, within seconds.
      const before = { done: await partsDone(page), chapter: await chapterWritten(page) };
      await page.reload();
      await page.getByRole('tab', { name: 'Write the whole book', selected: true }).waitFor();
      await expect
        .poll(async () => (await partsDone(page)) > before.done || (await chapterWritten(page)) > before.chapter, {
          timeout: 8_000,
          interval: 250,
        })
        .toBe(true);

      await page.getByText(/^Book written: 8 parts, [\d,]+ words$/).waitFor({ timeout: BOOK_MS });
      await page.getByText('The PDF, DOCX and EPUB are made.').waitFor({ timeout: BOOK_MS });
      await page.screenshot({ path: `${SHOTS}/wizard-completed-${name}.png`, fullPage: true });

      // The wizard's sections are the project's, in the book's order, and Continue goes on.
      const book = await callApi<BookView>(page, 'GET', `/api/projects/${draft.id}/book`);
      expect(book.parts.map((part) => part.sectionName)).toEqual([
        'Introduction',
        ...CHAPTERS.map((chapter, index) => `Chapter ${index + 1}: ${chapter}`),
        'Conclusion',
      ]);
      await expect
        .poll(() => page.getByTestId('wizard-section').allTextContents())
        .toEqual(book.parts.map((part, index) => `${index + 1}${part.sectionName}`));
      await page.getByRole('button', { name: 'Continue to Cover' }).click();
      await page.getByText(/^Step 5 of 6: Cover/).waitFor();
      await expect
        .poll(async () => (await callApi<ProjectDetail>(page, 'GET', `/api/projects/${draft.id}`)).wizardStep)
        .toBe(5);
      const project = await callApi<ProjectDetail>(page, 'GET', `/api/projects/${draft.id}`);
      expect(project.sections.map((section) => section.id)).toEqual(book.parts.map((part) => part.contentId));

      // The project page shows the same book, its files ready; the PDF's contents list the chapters in order.
      await page.goto(`/dashboard/project/${draft.id}`);
      await page.getByText('PDF Ready', { exact: true }).waitFor();
      await page.getByText(/^Book written: 8 parts/).waitFor();
      await page.screenshot({ path: `${SHOTS}/project-completed-${name}.png`, fullPage: true });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download PDF' }).click(),
      ]);
      const pages = pdfPages(readFileSync(await download.path()));
      const contents = pages.find((text) => text.trim().startsWith('Contents'));
      expect(contents, 'a contents page').toBeDefined();
      const places = CHAPTERS.map((chapter) => contents!.indexOf(chapter));
      expect(places.every((place) => place >= 0)).toBe(true);
      expect([...places].sort((a, b) => a - b)).toEqual(places);

      // The files made the product ready: Create Product no longer reopens it from the browser's copy.
      expect(await page.evaluate<string | null>("localStorage.getItem('productWizardDraft')")).not.toBeNull();
      await page.getByRole('link', { name: viewport.width < 768 ? 'Create' : 'Create Product', exact: true }).click();
      await page.getByText(/^Step 1 of 6: Niche/).waitFor();
      expect(await page.getByLabel('Target Audience').inputValue()).toBe('');
      expect(await page.getByRole('button', { name: 'Forward' }).count()).toBe(0);
      expect(await page.locator('[data-sonner-toast]', { hasText: 'Resumed' }).count()).toBe(0);
      expect(await page.evaluate<string | null>("localStorage.getItem('productWizardDraft')")).toBeNull();

      expect(consoleErrors).toEqual([]);
      await context.close();
    },
    BOOK_MS * 2,
  );

  it(
    'cancels after the part being written, writes the rest, rewrites a part and restores it, and says when another book is being written',
    async () => {
      const { page, context, consoleErrors } = await openPage(browser, server.baseUrl);
      await signUpThroughUi(page, { fullName: 'Nia Nightshift', email: uniqueEmail('book'), password: 'pw-book' });
      const chapters = ['Starter', 'Loaf', 'Market'];
      const first = await seedProject(page, 'Night Bread', chapters);
      const second = await seedProject(page, 'Day Bread', ['Morning']);
      await page.goto(`/dashboard/project/${first.id}`);
      await page.getByRole('button', { name: 'Write the book', exact: true }).click();
      await page.getByText('Writing chapter 1 of 3: Starter').waitFor({ timeout: 30_000 });

      // One running book per user: a start on another project answers with this one.
      const other = await context.newPage();
      await other.goto(`/dashboard/project/${second.id}`);
      await other.getByRole('button', { name: 'Write the book', exact: true }).click();
      await expectToast(other, 'Another book is being written: “Night Bread”.');
      expect(await other.getByRole('link', { name: 'Night Bread' }).getAttribute('href')).toBe(
        `/dashboard/project/${first.id}`,
      );
      await other.close();

      await page.getByRole('button', { name: 'Cancel' }).click();
      const question = page.getByRole('alertdialog', { name: 'Stop writing the book?' });
      await question.getByText('Stops after the part being written; what is written is kept.').waitFor();
      await question.getByRole('button', { name: 'Stop Writing' }).click();
      const stopped = page.getByText(/^Stopped after \d parts?\. What was written is kept\.$/);
      await stopped.waitFor({ timeout: 30_000 });
      const kept = Number(/after (\d)/.exec((await stopped.textContent()) ?? '')?.[1]);
      expect(kept).toBeGreaterThanOrEqual(1);
      expect(kept).toBeLessThan(5);
      await page.screenshot({ path: `${SHOTS}/project-cancelled-desktop.png`, fullPage: true });

      await page.getByRole('button', { name: 'Write the rest of the book' }).click();
      await page.getByText(/^Book written: 5 parts, [\d,]+ words$/).waitFor({ timeout: BOOK_MS });
      // The files follow without a reload.
      await page.getByText('PDF Ready', { exact: true }).waitFor({ timeout: BOOK_MS });

      // The part in the book's list of parts (the run's own list names it with its words asked as well), with how much
      // of it is still the built-in writer's template text.
      await page
        .getByRole('button', { name: /^Chapter 2: Loaf [\d,]+ words 100% template text by the built-in writer$/ })
        .click();
      await page.getByRole('dialog', { name: 'Chapter 2: Loaf' }).waitFor();
      await page.keyboard.press('Escape');

      // A rewrite keeps the text before it, and Restore brings that text back.
      const chapterText = async () => {
        const book = await callApi<BookView>(page, 'GET', `/api/projects/${first.id}/book`);
        const part = book.parts.find((candidate) => candidate.key === 'chapter-1');
        return (await callApi<{ content: string }>(page, 'GET', `/api/content/${part!.contentId}`)).content;
      };
      const original = await chapterText();
      await page.getByRole('button', { name: 'Rewrite Chapter 1: Starter' }).click();
      const rewrite = page.getByRole('alertdialog', { name: 'Rewrite chapter 1?' });
      await rewrite.getByText('Its current text is kept as the previous version.').waitFor();
      await rewrite.getByRole('button', { name: 'Rewrite' }).click();
      await page.getByText(/^Rewritten: Chapter 1: Starter, [\d,]+ words$/).waitFor({ timeout: BOOK_MS });
      await page.screenshot({ path: `${SHOTS}/project-rewritten-desktop.png`, fullPage: true });
      await page.getByRole('button', { name: 'Restore previous version of Chapter 1: Starter' }).click();
      await expectToast(page, 'Previous version restored!');
      expect(await chapterText()).toBe(original);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
    BOOK_MS * 2,
  );
});
