import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CurrentUser } from '../../src/shared/schemas/me.js';
import { PAGE_SIZE } from '../../src/shared/limits.js';
import { launchBrowser, openPage } from './support/browser.js';
import { callApi, expectToast, signUpThroughUi, uniqueEmail } from './support/actions.js';
import { openServerDatabase } from './support/database.js';
import { pressUntilAnnounced } from './support/keyboard-drag.js';
import { pdfText } from '../support/document-tools.js';

interface Saved {
  id: string;
}

const LONG_PLANNING = `# Planning\n\n${'Plan the week on Sunday and shop once. '.repeat(12)}`;

/** A title, a designed cover, and content where 'Introduction' was written twice: only the newer one is offered. */
async function seed(page: Page) {
  const title = await callApi<Saved>(page, 'POST', '/api/titles', {
    title: 'Prep Once, Eat All Week 🍲',
    tone: 'friendly',
  });
  const sections: Record<string, string> = {};
  for (const [sectionName, content] of [
    ['Introduction', 'The old introduction.'],
    ['Chapter 1: Planning', LONG_PLANNING],
    ['Conclusion', 'Cook once, eat all week.'],
    ['introduction', 'The newest introduction.'],
  ] as const) {
    const saved = await callApi<Saved>(page, 'POST', '/api/content', { sectionName, content, contentType: 'markdown' });
    sections[sectionName] = saved.id;
  }
  const generated = await callApi<{ imageUrl: string }>(page, 'POST', '/api/generate-cover-image', {
    title: 'Prep Once, Eat All Week',
    authorName: 'Ash Assembler',
  });
  const cover = await callApi<Saved>(page, 'POST', '/api/covers', { imageUrl: generated.imageUrl, style: 'modern' });
  return { title, sections, cover };
}

/** A book: its title, an Introduction written for it, and its cover. */
async function seedBook(page: Page, title: string, introduction: string) {
  const saved = await callApi<Saved>(page, 'POST', '/api/titles', { title, tone: 'friendly' });
  const intro = await callApi<Saved>(page, 'POST', '/api/content', {
    sectionName: 'Introduction',
    content: introduction,
    contentType: 'markdown',
    titleId: saved.id,
  });
  return { title: saved, intro };
}

/** A cover drawn for `title`, saved with the request it was drawn from. */
async function seedCover(page: Page, title: string) {
  const request = { title, authorName: 'Ash Assembler' };
  const generated = await callApi<{ imageUrl: string }>(page, 'POST', '/api/generate-cover-image', request);
  return callApi<Saved>(page, 'POST', '/api/covers', {
    imageUrl: generated.imageUrl,
    style: 'modern',
    generationInput: request,
  });
}

const orderedSections = (page: Page) => page.getByTestId('ordered-section').locator('p.font-medium').allTextContents();

/** Whether the element cuts its text off (line-clamped, or a fixed height). */
const clipped = (locator: Locator) => locator.evaluate((element) => element.scrollHeight > element.clientHeight);

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
}

async function pressSave(page: Page, button: 'Save as Draft' | 'Generate PDF', message: string) {
  await page.getByRole('button', { name: button }).click();
  await expectToast(page, message);
}

describe.each(inject('servers'))('Assemble on $dialect', (server) => {
  let browser: Browser;
  const database = openServerDatabase(server);
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await database.close();
  });

  async function signedIn(viewport?: { width: number; height: number }) {
    const opened = await openPage(browser, server.baseUrl, viewport);
    await signUpThroughUi(opened.page, {
      fullName: 'Ash Assembler',
      email: uniqueEmail('assemble'),
      password: 'pw-assemble',
    });
    const me = await callApi<CurrentUser>(opened.page, 'GET', '/api/me');
    const seeded = await seed(opened.page);
    await opened.page.goto('/dashboard/assemble');
    await opened.page.getByRole('heading', { name: 'Assemble Product' }).waitFor();
    return { ...opened, userId: me.id, ...seeded };
  }

  const projectsOf = (userId: string) =>
    database.db.selectFrom('projects').selectAll().where('user_id', '=', userId).execute();

  it('says every missing part in order, reorders by drag and by keyboard, and a double-click saves one draft', async () => {
    const { page, context, consoleErrors, userId, sections, cover } = await signedIn();

    await pressSave(page, 'Save as Draft', 'Please enter a project name');
    await page.getByLabel('Project Name').fill('Meal Prep Playbook');
    await pressSave(page, 'Save as Draft', 'Please select a title');
    await pressSave(page, 'Generate PDF', 'Please generate a title first');

    await page.getByRole('button', { name: 'Prep Once, Eat All Week 🍲' }).click();
    await pressSave(page, 'Save as Draft', 'Please select at least one content section');

    await openTab(page, 'Content');
    const offered = page.getByRole('list', { name: 'Saved content sections' }).getByRole('button');
    expect(await offered.count()).toBe(3);
    await expect.poll(() => page.getByText('The old introduction.').count()).toBe(0);
    const planning = offered.filter({ hasText: 'Chapter 1: Planning' });
    const preview = (await planning.locator('span').nth(1).textContent()) ?? '';
    expect(preview.length).toBeLessThanOrEqual(150);
    expect(preview.startsWith('Plan the week on Sunday')).toBe(true);
    // All of it shows, not cut to a few lines.
    expect(await clipped(planning.locator('span').nth(1))).toBe(false);
    for (const name of ['introduction', 'Chapter 1: Planning', 'Conclusion']) {
      await offered.filter({ hasText: name }).first().click();
    }
    await page.getByText('3 sections').waitFor();
    await page.getByText('Drag to reorder sections for your PDF').waitFor();
    const orderedPlanning = page.getByTestId('ordered-section').filter({ hasText: 'Chapter 1: Planning' });
    expect(await clipped(orderedPlanning.locator('p').nth(1))).toBe(false);
    expect(await orderedSections(page)).toEqual(['1. introduction', '2. Chapter 1: Planning', '3. Conclusion']);
    await pressSave(page, 'Generate PDF', 'Please select a cover image');

    await openTab(page, 'Cover');
    await page.getByRole('list', { name: 'Saved covers' }).getByRole('button').first().click();

    // Drag Conclusion above the introduction with the mouse.
    const handle = page.getByRole('button', { name: 'Move Conclusion', exact: true });
    const target = page.getByTestId('ordered-section').first();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
    await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 15 });
    await page.mouse.up();
    await expect
      .poll(() => orderedSections(page))
      .toEqual(['1. Conclusion', '2. introduction', '3. Chapter 1: Planning']);

    // Lift Chapter 1 with the keyboard and move it up one place.
    const chapterHandle = page.getByRole('button', { name: 'Move Chapter 1: Planning', exact: true });
    await chapterHandle.focus();
    await page.keyboard.press('Space');
    await page.locator('[aria-pressed="true"][aria-roledescription="sortable"]').waitFor();
    // Once lifted, the places are measured and the section is announced over its own; an arrow pressed before that
    // goes nowhere.
    await page.getByText('Chapter 1: Planning is now at position 3 of 3.').waitFor({ state: 'attached' });
    // The move is announced by name; drop only once it is over the place above.
    await pressUntilAnnounced(page, 'ArrowUp', 'Chapter 1: Planning is now at position 2 of 3.');
    await page.keyboard.press('Space');
    await expect
      .poll(() => orderedSections(page))
      .toEqual(['1. Conclusion', '2. Chapter 1: Planning', '3. introduction']);

    await page.screenshot({ path: `/tmp/assemble-1280-${server.dialect}.png`, fullPage: true });

    // A pasted name over the limit is kept whole and refused in the server's words, with nothing saved.
    const pasted = 'Supercalifragilistic'.repeat(15);
    await page.getByLabel('Project Name').fill(pasted);
    expect(await page.getByLabel('Project Name').inputValue()).toBe(pasted);
    const errorsBefore = consoleErrors.length;
    await pressSave(page, 'Save as Draft', 'Project name must be at most 200 characters');
    expect(await projectsOf(userId)).toEqual([]);
    // The browser logs the refused request.
    expect(consoleErrors.splice(errorsBefore).join('\n')).toContain('Project name must be at most 200 characters');
    await page.getByLabel('Project Name').fill('Meal Prep Playbook');

    await page.getByRole('button', { name: 'Save as Draft' }).dblclick();
    await expectToast(page, 'Draft saved successfully');
    await page.waitForURL('**/dashboard/products');

    const projects = await projectsOf(userId);
    expect(projects).toHaveLength(1);
    expect(projects[0]).toMatchObject({ title: 'Meal Prep Playbook', status: 'draft', cover_id: cover.id });
    const stored = await database.db
      .selectFrom('project_content_sections')
      .select('content_id')
      .where('project_id', '=', projects[0]!.id)
      .orderBy('order_index')
      .execute();
    expect(stored.map((row) => row.content_id)).toEqual([
      sections['Conclusion'],
      sections['Chapter 1: Planning'],
      sections['introduction'],
    ]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('Generate PDF saves the project as a draft and starts its documents, ready once they are made; the phone layout keeps the preview below', async () => {
    const { page, context, userId } = await signedIn({ width: 390, height: 844 });
    await page.getByLabel('Project Name').fill('Phone Playbook');
    await page.getByRole('button', { name: 'Prep Once, Eat All Week 🍲' }).click();
    await openTab(page, 'Content');
    await page.getByRole('list', { name: 'Saved content sections' }).getByRole('button').first().click();
    await openTab(page, 'Cover');
    await page.getByRole('list', { name: 'Saved covers' }).getByRole('button').first().click();
    await page.screenshot({ path: `/tmp/assemble-390-${server.dialect}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Generate PDF' }).click();
    await expectToast(page, 'PDF generation started! You will be notified when it is ready.');
    await page.waitForURL('**/dashboard/products');
    const [project] = await projectsOf(userId);
    expect(project).toMatchObject({ title: 'Phone Playbook' });
    // The card follows the background job to a finished PDF without a reload, and the creator is told.
    const card = page.getByLabel('Project: Phone Playbook');
    await card.getByText('PDF Ready').waitFor({ timeout: 90_000 });
    await expectToast(page, 'PDF ready for "Phone Playbook"');
    expect((await projectsOf(userId))[0]).toMatchObject({ status: 'ready', documents_status: 'completed' });
    expect(await card.getByText('Draft', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it("offers the chosen book's Introduction first, another book's under its title, and the PDF holds the chosen one", async () => {
    const { page, context, userId } = await signedIn();
    const sourdough = await seedBook(
      page,
      'Sourdough at Home',
      'Welcome to the sourdough kitchen: flour, water, time.',
    );
    // Written last, this book's Introduction is the newest of all.
    await seedBook(page, 'A Budgeting Ebook', 'Welcome to 🚀 A Budgeting Ebook about envelopes.');
    await seedCover(page, 'A Budgeting Ebook');
    const sourdoughCover = await seedCover(page, 'Sourdough at Home');
    await page.reload();

    await page.getByLabel('Project Name').fill('Sourdough at Home');
    await page.getByRole('button', { name: 'Sourdough at Home' }).click();
    await openTab(page, 'Content');
    const offered = page.getByRole('list', { name: 'Saved content sections' }).getByRole('button');
    await offered.first().waitFor();
    expect(await offered.first().textContent()).toContain('Welcome to the sourdough kitchen');
    const chosenBook = page.getByRole('list', { name: 'Sections of Sourdough at Home' }).getByRole('button');
    expect(await chosenBook.allTextContents()).toEqual([expect.stringMatching(/^Introduction.*sourdough kitchen/)]);
    await page.getByText('Chosen title', { exact: true }).waitFor();
    const otherIntro = page
      .getByRole('list', { name: 'Sections of A Budgeting Ebook' })
      .getByRole('button', { name: /^Introduction/ });
    expect(await otherIntro.textContent()).toContain('about envelopes');
    await page.screenshot({ path: `/tmp/assemble-books-1280-${server.dialect}.png`, fullPage: true });

    // Another book's section can be borrowed on purpose, and says where it is from.
    await otherIntro.click();
    const ordered = page.getByTestId('ordered-section');
    await ordered.filter({ hasText: 'From A Budgeting Ebook' }).waitFor();
    await otherIntro.click();
    await chosenBook.first().click();
    expect(await orderedSections(page)).toEqual(['1. Introduction']);
    expect(await ordered.filter({ hasText: 'From ' }).count()).toBe(0);

    // A cover drawn for another title says so before the book is made with it.
    await openTab(page, 'Cover');
    const covers = page.getByRole('list', { name: 'Saved covers' }).getByRole('button');
    await covers.nth(1).click();
    await expect
      .poll(() => page.getByTestId('cover-title-differs').textContent())
      .toContain('This cover shows “A Budgeting Ebook”, not the title you picked.');
    await covers.first().click();
    await page.getByTestId('cover-title-differs').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Generate PDF' }).click();
    await expectToast(page, 'PDF generation started! You will be notified when it is ready.');
    await page.waitForURL('**/dashboard/products');

    const [project] = await projectsOf(userId);
    expect(project).toMatchObject({ title: 'Sourdough at Home', cover_id: sourdoughCover.id });
    const sections = await database.db
      .selectFrom('project_content_sections')
      .select('content_id')
      .where('project_id', '=', project!.id)
      .execute();
    expect(sections).toEqual([{ content_id: sourdough.intro.id }]);
    await expect
      .poll(async () => (await projectsOf(userId))[0]!.documents_status, { timeout: 90_000, interval: 1_000 })
      .toBe('completed');
    await page.goto(`/dashboard/project/${project!.id}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    const text = pdfText(readFileSync(await download.path()));
    expect(text).toContain('Welcome to the sourdough kitchen');
    expect(text).not.toContain('envelopes');
    await context.close();
  });

  it('offers older saved titles with Load more, and one of them can be picked', async () => {
    const { page, context } = await signedIn();
    const extra = PAGE_SIZE.max;
    for (let i = 1; i <= extra; i++) {
      await callApi<Saved>(page, 'POST', '/api/titles', { title: `Batch Title ${i}`, tone: 'friendly' });
    }
    await page.reload();
    const titles = page.getByRole('list', { name: 'Saved titles' }).getByRole('button');
    await page.getByRole('button', { name: `Batch Title ${extra}` }).waitFor();
    expect(await titles.count()).toBe(PAGE_SIZE.max);
    // The first title saved is one page deep.
    expect(await page.getByRole('button', { name: 'Prep Once, Eat All Week 🍲' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Load more' }).dblclick();
    await page.getByRole('button', { name: 'Prep Once, Eat All Week 🍲' }).click();
    expect(await titles.count()).toBe(extra + 1);
    await expect.poll(() => page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await page.getByLabel('Preview').getByText('Prep Once, Eat All Week 🍲').waitFor();
    await context.close();
  });
});
