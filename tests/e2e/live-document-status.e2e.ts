import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProjectDetail } from '../../src/shared/schemas/project.js';
import { launchBrowser, openPage } from './support/browser.js';
import { callApi, expectToast, signUpThroughUi, uniqueEmail } from './support/actions.js';
import { openServerDatabase } from './support/database.js';

/** How long after the job's end each screen may take to show the outcome. */
const SETTLE_MS = 1_000;

/**
 * A book long enough that its documents take seconds to make, so every screen can be opened while they are: four
 * sections of about 25,000 words each.
 */
async function seedLongBook(page: Page, title: string) {
  const paragraph = `${'The starter wakes before the shift ends, and the dough rests while the ward sleeps. '.repeat(12)}\n\n`;
  const contentIds: string[] = [];
  for (const number of [1, 2, 3, 4]) {
    const content = `# Chapter ${number}\n\n${paragraph.repeat(140)}`;
    const saved = await callApi<{ id: string }>(page, 'POST', '/api/content', {
      sectionName: `Chapter ${number}`,
      content,
      contentType: 'markdown',
    });
    contentIds.push(saved.id);
  }
  return callApi<ProjectDetail>(page, 'POST', '/api/projects', { title, productType: 'ebook', contentIds });
}

/**
 * Records in the page the moment an element reading exactly 'PDF Ready' first appears (as a script: these tests are
 * typed without the DOM's names).
 */
const RECORD_READY_TIME = `(() => {
  const shown = () =>
    Array.from(document.querySelectorAll('body *')).some(
      (element) => element.childElementCount === 0 && element.textContent === 'PDF Ready',
    );
  if (shown()) throw new Error('PDF Ready is already shown');
  new MutationObserver(() => {
    if (window.pdfReadyAt === undefined && shown()) window.pdfReadyAt = Date.now();
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
})()`;

/** The time recorded by RECORD_READY_TIME, once there is one. */
async function readyTime(page: Page) {
  const read = () => page.evaluate<number | undefined>('window.pdfReadyAt');
  await expect.poll(read, { timeout: 120_000, interval: 200 }).toBeTypeOf('number');
  return (await read())!;
}

describe.each(inject('everyDatabase'))('live document status on $dialect', (server) => {
  let browser: Browser;
  const database = openServerDatabase(server);
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await database.close();
  });

  it.each([
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])(
    'the project page, My Saved Content and the dashboard show PDF Ready within a second of the job, without a reload ($width px)',
    async (viewport) => {
      const { context, page: projectPage, consoleErrors } = await openPage(browser, server.baseUrl, viewport);
      await signUpThroughUi(projectPage, {
        fullName: 'Lena Live',
        email: uniqueEmail('live'),
        password: 'pw-live-status',
      });
      const title = `Shift Bread ${viewport.width}`;
      const project = await seedLongBook(projectPage, title);

      await projectPage.goto(`/dashboard/project/${project.id}`);
      await projectPage.getByRole('button', { name: 'Generate Product' }).click();
      await expectToast(projectPage, 'PDF generation started! You will be notified when it is ready.');
      await projectPage.getByText('Generating…').waitFor();

      const productsPage = await context.newPage();
      await productsPage.goto('/dashboard/products');
      const card = productsPage.getByLabel(`Project: ${title}`);
      await card.getByText('Generating…').waitFor();
      await card.getByText('Draft', { exact: true }).waitFor();

      const dashboardPage = await context.newPage();
      await dashboardPage.goto('/dashboard');
      const row = dashboardPage.getByRole('link', { name: new RegExp(title) });
      await row.getByText('Generating…').waitFor();
      await row.getByText('In Production').waitFor();

      const screens = [projectPage, productsPage, dashboardPage];
      for (const screen of screens) await screen.evaluate(RECORD_READY_TIME);
      const shownAt = await Promise.all(screens.map(readyTime));

      const finished = await database.db
        .selectFrom('projects')
        .select(['status', 'documents_status', 'updated_at'])
        .where('id', '=', project.id)
        .executeTakeFirstOrThrow();
      expect(finished).toMatchObject({ status: 'ready', documents_status: 'completed' });
      const finishedAt = new Date(finished.updated_at).getTime();
      for (const [index, at] of shownAt.entries()) {
        expect(at - finishedAt, ['project page', 'My Saved Content', 'dashboard'][index]).toBeLessThanOrEqual(
          SETTLE_MS,
        );
      }

      // Each screen now says the project is finished, and the tab where it is open says the PDF is ready.
      await expectToast(productsPage, `PDF ready for "${title}"`);
      await projectPage.getByText('Ready', { exact: true }).waitFor();
      await projectPage.getByRole('link', { name: 'Download PDF' }).waitFor();
      expect(await card.getByText('Draft', { exact: true }).count()).toBe(0);
      expect(await card.getByRole('link', { name: `Resume ${title}` }).count()).toBe(0);
      expect(await row.getByText('In Production').count()).toBe(0);
      await dashboardPage.getByRole('group', { name: 'PDFs Ready' }).getByText('1', { exact: true }).waitFor();
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
    240_000,
  );

  it('screens opened in other tabs before Generate Product follow it too, and show PDF Ready within a second of the job', async () => {
    const { context, page: productsPage, consoleErrors } = await openPage(browser, server.baseUrl);
    await signUpThroughUi(productsPage, {
      fullName: 'Tala Tabs',
      email: uniqueEmail('tabs'),
      password: 'pw-live-tabs',
    });
    const title = 'Shift Bread in Tabs';
    const project = await seedLongBook(productsPage, title);

    // My Saved Content and the dashboard are open, reading Not Generated, before another tab starts the documents.
    await productsPage.goto('/dashboard/products');
    const card = productsPage.getByLabel(`Project: ${title}`);
    await card.getByText('Not Generated').waitFor();
    const dashboardPage = await context.newPage();
    await dashboardPage.goto('/dashboard');
    const row = dashboardPage.getByRole('link', { name: new RegExp(title) });
    await row.getByText('Not Generated').waitFor();
    for (const screen of [productsPage, dashboardPage]) await screen.evaluate(RECORD_READY_TIME);

    const projectPage = await context.newPage();
    await projectPage.goto(`/dashboard/project/${project.id}`);
    await projectPage.getByRole('button', { name: 'Generate Product' }).click();
    await card.getByText('Generating…').waitFor();
    await row.getByText('Generating…').waitFor();
    const shownAt = await Promise.all([productsPage, dashboardPage].map(readyTime));

    const finished = await database.db
      .selectFrom('projects')
      .select(['documents_status', 'updated_at'])
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(finished.documents_status).toBe('completed');
    const finishedAt = new Date(finished.updated_at).getTime();
    for (const [index, at] of shownAt.entries()) {
      expect(at - finishedAt, ['My Saved Content', 'dashboard'][index]).toBeLessThanOrEqual(SETTLE_MS);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 240_000);
});
