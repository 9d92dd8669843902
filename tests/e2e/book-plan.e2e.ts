import { mkdirSync } from 'node:fs';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BookPlanResponse } from '../../src/shared/schemas/book-plan.js';
import type { ProjectDetail } from '../../src/shared/schemas/project.js';
import { seriousViolations } from './support/accessibility.js';
import { launchBrowser, openPage } from './support/browser.js';
import { callApi, chooseOption, expectToast, signUpThroughUi, uniqueEmail } from './support/actions.js';
import { openServerDatabase } from './support/database.js';
import { pressUntilAnnounced } from './support/keyboard-drag.js';

interface Saved {
  id: string;
}

const SHOTS = '/tmp/shots-plan';
const DERIVED_LINE = /Drawn from the project's title, cover, numbered sections and idea/;

/** A section whose author left two notes: a checklist and a bracketed instruction. */
const SECTION_WITH_NOTES = [
  '# Your First Starter',
  '',
  'Feed it before you leave for the ward, and it will be ready when you come home.',
  '',
  ':::note',
  '- [ ] Add a photo of your own starter',
  ':::',
  '',
  'A starter kept cool needs feeding once a day.',
  '',
  ':::note',
  '[Sum up the chapter in your words]',
  ':::',
].join('\n');

/** A project made from an idea with three modules, a chosen title, a cover drawn with an Author Name and sections. */
async function seedProject(page: Page, name: string) {
  const idea = await callApi<Saved>(page, 'POST', '/api/ideas', {
    concept: 'A 30-day sourdough plan built around 12-hour shifts',
    targetAudience: 'Nurses on rotating shifts',
    sellingPoints: ['Fits any rota'],
    modules: [
      'Module 1: Your First Starter',
      'Module 2: The First Loaf – Bake one between two shifts',
      'Module 3: Scoring and Baking',
    ],
    productType: 'ebook',
  });
  const title = await callApi<Saved>(page, 'POST', '/api/titles', { title: 'Bake Between Shifts', tone: 'friendly' });
  const coverRequest = { title: 'Bake Between Shifts', authorName: 'Nia Nightshift' };
  const generated = await callApi<{ imageUrl: string }>(page, 'POST', '/api/generate-cover-image', coverRequest);
  const cover = await callApi<Saved>(page, 'POST', '/api/covers', {
    imageUrl: generated.imageUrl,
    style: 'modern',
    generationInput: coverRequest,
  });
  const contentIds: string[] = [];
  for (const [sectionName, content] of [
    ['Introduction', '# Introduction\n\nWhy sourdough fits a night shift.'],
    ['Chapter 1: Your First Starter', SECTION_WITH_NOTES],
  ] as const) {
    contentIds.push(
      (await callApi<Saved>(page, 'POST', '/api/content', { sectionName, content, contentType: 'markdown' })).id,
    );
  }
  return callApi<ProjectDetail>(page, 'POST', '/api/projects', {
    title: name,
    productType: 'ebook',
    ideaId: idea.id,
    titleId: title.id,
    coverId: cover.id,
    contentIds,
  });
}

/** The values of the plan's chapter title inputs, in their order. */
async function chapterTitles(page: Page) {
  const rows = await page.getByTestId('plan-chapter').all();
  return Promise.all(rows.map((row) => row.getByRole('textbox').first().inputValue()));
}

const isPlanSave = (request: Request) => request.method() === 'PUT' && request.url().endsWith('/plan');

const bookPlanOf = (page: Page, projectId: string) =>
  callApi<BookPlanResponse>(page, 'GET', `/api/projects/${projectId}/plan`);

describe.each(inject('servers'))('the book plan on $dialect', (server) => {
  let browser: Browser;
  const database = openServerDatabase(server);
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser.close();
    await database.close();
  });

  const projectRow = (id: string) =>
    database.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function signedIn(viewport: { width: number; height: number }) {
    const opened = await openPage(browser, server.baseUrl, viewport);
    await signUpThroughUi(opened.page, { fullName: 'Nora Account', email: uniqueEmail('plan'), password: 'pw-plan' });
    return opened;
  }

  it.each([
    { width: 1280, height: 800, name: 'desktop' },
    { width: 390, height: 844, name: 'mobile' },
  ])(
    'shows the derived plan with the idea’s modules, saves an edit that a reload keeps, and refuses a 201-character title ($width px)',
    async ({ name, ...viewport }) => {
      const { page, context, consoleErrors } = await signedIn(viewport);
      const project = await seedProject(page, `Night Bread ${name}`);
      await database.db
        .updateTable('projects')
        .set({ documents_status: 'completed' })
        .where('id', '=', project.id)
        .execute();
      await page.goto(`/dashboard/project/${project.id}`);
      await page.getByRole('heading', { name: 'Book Plan' }).waitFor();

      // Derived: the chosen title, the cover's Author Name and one chapter per module, said to be drawn.
      await expect.poll(() => page.getByLabel('Book Title').inputValue()).toBe('Bake Between Shifts');
      expect(await page.getByLabel('Author Name').inputValue()).toBe('Nia Nightshift');
      expect(await chapterTitles(page)).toEqual(['Your First Starter', 'The First Loaf', 'Scoring and Baking']);
      expect(await page.getByLabel('Chapter 2 goal').inputValue()).toBe('Bake one between two shifts');
      await page.getByText(DERIVED_LINE).waitFor();
      await page.getByText('PDF Ready').waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SHOTS}/project-${name}.png`, fullPage: true });

      // Edited and saved: the files are out of date at once, without a reload.
      await page.getByLabel('Book Title').fill('Bread on the Night Shift');
      await page.getByLabel('Subtitle').fill('A Gentle Plan for Tired Bakers');
      await page.getByLabel('Chapter 2 title').fill('The First Real Loaf');
      // On a phone a chapter's goal and buttons are behind its row's disclosure.
      if (viewport.width < 640) await page.getByRole('button', { name: 'Goal and order of chapter 3' }).click();
      await page.getByRole('button', { name: 'Move chapter 3 up' }).click();
      await page.getByRole('button', { name: 'Save Plan' }).click();
      await expectToast(page, 'Book plan saved!');
      await page.getByText('Not Generated').waitFor();
      expect((await projectRow(project.id)).documents_status).toBe('not_generated');
      expect(await page.getByText(DERIVED_LINE).count()).toBe(0);
      expect(await seriousViolations(page, `project page ${name}`)).toEqual([]);

      await page.reload();
      await expect.poll(() => page.getByLabel('Book Title').inputValue()).toBe('Bread on the Night Shift');
      expect(await page.getByLabel('Subtitle').inputValue()).toBe('A Gentle Plan for Tired Bakers');
      expect(await chapterTitles(page)).toEqual(['Your First Starter', 'Scoring and Baking', 'The First Real Loaf']);
      expect(await page.getByText(DERIVED_LINE).count()).toBe(0);

      // Dragged by its number, with the mouse or, on a phone, with the keyboard: the third chapter first, and saved.
      const handle = page.getByRole('button', { name: 'Drag chapter 3 to reorder' });
      await handle.scrollIntoViewIfNeeded();
      if (viewport.width < 640) {
        await handle.focus();
        await page.keyboard.press('Space');
        // Once lifted, the places are measured and the chapter announced over its own; an arrow before goes nowhere.
        await page.getByText('The First Real Loaf is now at position 3 of 3.').waitFor({ state: 'attached' });
        await pressUntilAnnounced(page, 'ArrowUp', 'The First Real Loaf is now at position 2 of 3.');
        await pressUntilAnnounced(page, 'ArrowUp', 'The First Real Loaf is now at position 1 of 3.');
        await page.keyboard.press('Space');
      } else {
        const from = (await handle.boundingBox())!;
        const to = (await page.getByRole('button', { name: 'Drag chapter 1 to reorder' }).boundingBox())!;
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 12 });
        await page.mouse.up();
      }
      const dragged = ['The First Real Loaf', 'Your First Starter', 'Scoring and Baking'];
      await expect.poll(() => chapterTitles(page)).toEqual(dragged);
      await page.getByRole('button', { name: 'Save Plan' }).click();
      await expectToast(page, 'Book plan saved!');
      expect((await bookPlanOf(page, project.id)).plan.chapters.map((chapter) => chapter.title)).toEqual(dragged);

      // 201 characters: the message is next to the title, and nothing is sent or saved.
      const saves: Request[] = [];
      page.on('request', (request) => {
        if (isPlanSave(request)) saves.push(request);
      });
      await page.getByLabel('Book Title').fill('T'.repeat(201));
      await page.getByRole('button', { name: 'Save Plan' }).click();
      await page.getByText('Book title must be at most 200 characters').waitFor();
      expect(await page.getByLabel('Book Title').getAttribute('aria-invalid')).toBe('true');
      // The server refuses the same plan on its own, naming the field.
      const refused = await page.request.put(`/api/projects/${project.id}/plan`, {
        data: { title: 'T'.repeat(201), subtitle: '', authorName: 'Nia', isbn: '', chapters: [] },
        headers: { Origin: server.baseUrl },
      });
      expect(refused.status()).toBe(400);
      expect(await refused.json()).toMatchObject({
        error: { field: 'title', message: 'Book title must be at most 200 characters' },
      });
      expect(saves).toEqual([]);
      const kept = await callApi<BookPlanResponse>(page, 'GET', `/api/projects/${project.id}/plan`);
      expect(kept).toMatchObject({ saved: true, plan: { title: 'Bread on the Night Shift' } });
      await page.screenshot({ path: `${SHOTS}/project-${name}-error.png`, fullPage: true });
      expect(consoleErrors).toEqual([]);

      // Saved in another tab meanwhile: these edits are not saved over it; the creator sees it, or saves over it.
      await callApi(page, 'PUT', `/api/projects/${project.id}/plan`, { ...kept.plan, title: 'Bread From Another Tab' });
      await page.getByLabel('Book Title').fill('Night Loaves');
      await page.getByRole('button', { name: 'Save Plan' }).click();
      const refusedSave = page.getByRole('alert').filter({ hasText: 'Your changes are not saved' });
      await refusedSave.waitFor();
      await refusedSave.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/plan-saved-since-${name}.png` });
      expect((await bookPlanOf(page, project.id)).plan.title).toBe('Bread From Another Tab');
      await refusedSave.getByRole('button', { name: 'Show Saved Plan' }).click();
      await expect.poll(() => page.getByLabel('Book Title').inputValue()).toBe('Bread From Another Tab');
      await callApi(page, 'PUT', `/api/projects/${project.id}/plan`, { ...kept.plan, title: 'Bread, Third Tab' });
      await page.getByLabel('Book Title').fill('Night Loaves');
      await page.getByRole('button', { name: 'Save Plan' }).click();
      await refusedSave.getByRole('button', { name: 'Save Mine Over It' }).click();
      await expectToast(page, 'Book plan saved!');
      await refusedSave.waitFor({ state: 'detached' });
      expect((await bookPlanOf(page, project.id)).plan.title).toBe('Night Loaves');
      // What the browser logged: the two refused saves, nothing else.
      expect(consoleErrors.filter((line) => !line.includes('409') && !line.includes('saved again'))).toEqual([]);
      await context.close();
    },
  );

  it.each([
    { width: 1280, height: 800, name: 'desktop' },
    { width: 390, height: 844, name: 'mobile' },
  ])(
    'keeps a long plan short, its Save Plan in reach, and asks before leaving it with unsaved edits ($width px)',
    async ({ name, ...viewport }) => {
      const { page, context, consoleErrors } = await signedIn(viewport);
      const project = await seedProject(page, `Night Bread long ${name}`);
      const chapters = Array.from({ length: 40 }, (_, index) => ({
        title: `Shift ${index + 1}: Feeding the Starter Before a Long Night`,
        goal: 'Keep the starter lively while you are at work',
      }));
      await callApi(page, 'PUT', `/api/projects/${project.id}/plan`, {
        title: 'Bake Between Shifts',
        subtitle: '',
        authorName: 'Nia Nightshift',
        isbn: '',
        chapters,
      });
      await page.goto(`/dashboard/project/${project.id}`);
      await page.getByLabel('Chapter 40 title').waitFor({ state: 'attached' });
      expect(await page.getByTestId('plan-chapter').count()).toBe(40);

      // Forty chapters take a few thousand pixels, not twelve thousand, and nothing runs off the side.
      const list = await page.getByTestId('plan-chapter').first().locator('xpath=..').boundingBox();
      expect(list!.height).toBeLessThan(viewport.width < 640 ? 2_600 : 2_400);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      // Half-way down the chapters, Save Plan and the way to Write the Book are on screen.
      await page.getByLabel('Chapter 20 title').scrollIntoViewIfNeeded();
      const bar = await Promise.all(
        ['Save Plan', 'Go to Write the Book'].map((button) => page.getByRole('button', { name: button }).boundingBox()),
      );
      for (const box of bar) {
        expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
        expect(box!.y).toBeGreaterThanOrEqual(0);
      }
      // Side by side, one line high.
      expect(bar[0]!.y).toBe(bar[1]!.y);
      await page.screenshot({ path: `${SHOTS}/long-plan-${name}.png`, fullPage: true });
      await page.screenshot({ path: `${SHOTS}/long-plan-${name}-scrolled.png` });

      // An edit not saved: going to another page asks; Stay keeps the edit, Leave goes.
      await page.getByLabel('Chapter 20 title').fill('Shift 20: A Loaf on the Ward');
      await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
      const question = page.getByRole('alertdialog', { name: 'You have unsaved changes' });
      await question.waitFor();
      await page.screenshot({ path: `${SHOTS}/leave-prompt-${name}.png` });
      await question.getByRole('button', { name: 'Stay' }).click();
      await question.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(`/dashboard/project/${project.id}`);
      expect(await page.getByLabel('Chapter 20 title').inputValue()).toBe('Shift 20: A Loaf on the Ward');
      // Closing the tab asks too, in the browser's own words; staying keeps the edit.
      const closing = page.waitForEvent('dialog');
      await page.close({ runBeforeUnload: true });
      const unload = await closing;
      expect(unload.type()).toBe('beforeunload');
      await unload.dismiss();
      expect(await page.getByLabel('Chapter 20 title').inputValue()).toBe('Shift 20: A Loaf on the Ward');
      expect(page.isClosed()).toBe(false);

      await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
      await question.getByRole('button', { name: 'Leave' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      const kept = await callApi<BookPlanResponse>(page, 'GET', `/api/projects/${project.id}/plan`);
      expect(kept.plan.chapters[19]!.title).toBe(chapters[19]!.title);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  it('counts the author notes, says the copy for sale leaves them out, and Make a draft copy asks for them', async () => {
    const { page, context } = await signedIn({ width: 1280, height: 800 });
    const plain = await seedProject(page, 'Night Bread plain');
    expect(plain.authorNoteCount).toBe(2);
    await page.goto(`/dashboard/project/${plain.id}`);
    await page.getByText('2 author notes to replace').waitFor();
    await page.getByText(/the copy for sale \(PDF, DOCX and EPUB\) leaves them out/).waitFor();
    const [plainStart] = await Promise.all([
      page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/documents')),
      page.getByRole('button', { name: 'Generate Product' }).click(),
    ]);
    await expectToast(page, '2 author notes are left out of the copy for sale.');
    expect(plainStart.postDataJSON() ?? {}).not.toMatchObject({ draft: true });

    const drafted = await seedProject(page, 'Night Bread draft');
    await page.goto(`/dashboard/project/${drafted.id}`);
    await page.getByText('2 author notes to replace').waitFor();
    await page.getByRole('region', { name: 'Draft copy — includes author notes' }).waitFor();
    const [draftStart] = await Promise.all([
      page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/documents')),
      page.getByRole('button', { name: 'Make a draft copy' }).click(),
    ]);
    expect(draftStart.postDataJSON()).toEqual({ draft: true });
    await expectToast(page, 'Draft copy generation started! You will be notified when it is ready.');
    await context.close();
  });

  it("offers the plan's chapters in the wizard's content step and writes a chapter for the draft project", async () => {
    const { page, context, consoleErrors } = await signedIn({ width: 1280, height: 800 });
    const seeded = await seedProject(page, 'Night Bread wizard');
    const draft = await callApi<ProjectDetail>(page, 'POST', '/api/projects', {
      title: 'Draft - Bake Between Shifts - Nov 25, 2026',
      nameGenerated: true,
      productType: 'ebook',
      ideaId: seeded.ideaId,
      titleId: seeded.titleId,
      wizardStep: 4,
      wizardMaxStep: 4,
    });
    await page.goto(`/dashboard/create?projectId=${draft.id}`);
    await page.getByText(/^Step 4 of 6: Content/).waitFor();
    await page.getByLabel('Section Type', { exact: true }).click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual(
      expect.arrayContaining([
        'Introduction',
        'Chapter 1: Your First Starter',
        'Chapter 2: The First Loaf',
        'Chapter 3: Scoring and Baking',
        'Conclusion',
        'Custom chapter (11+)',
      ]),
    );
    expect(options.filter((option) => /^Chapter \d+$/.test(option))).toEqual([]);
    await page.keyboard.press('Escape');

    await chooseOption(page, 'Section Type', 'Chapter 2: The First Loaf');
    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.url().endsWith('/api/generate-content')),
      page.getByRole('button', { name: 'Generate Content' }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({ sectionName: 'Chapter 2: The First Loaf', projectId: draft.id });
    await expectToast(page, 'Content generated!');
    await page.getByRole('button', { name: 'Save Section' }).click();
    await expectToast(page, 'Section saved!');
    await page.getByTestId('wizard-section').filter({ hasText: 'Chapter 2: The First Loaf' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
