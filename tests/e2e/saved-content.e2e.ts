import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCover, createProject } from '../factories/index.js';
import type { CurrentUser } from '../../src/shared/schemas/me.js';
import type { ProjectDetail } from '../../src/shared/schemas/project.js';
import { launchBrowser, openPage } from './support/browser.js';
import { callApi, expectToast, failReads, signUpThroughUi, uniqueEmail } from './support/actions.js';
import { openServerDatabase } from './support/database.js';

const NICHE = {
  name: 'Sourdough baking for busy beginners',
  marketSize: 'Large and growing',
  competitionLevel: 'Medium',
  profitPotential: 'High',
  demographics: { age: '25-45', income: '$50k-$90k', painPoints: ['No time for long ferments', 'Flat loaves'] },
};
const IDEA = {
  concept: 'A 14-day 100% sourdough starter plan',
  targetAudience: 'Working adults who want real bread',
  sellingPoints: ['Ten minutes a day', 'Printable schedule'],
  modules: ['Starter', 'First loaf'],
  productType: 'ebook',
};
const TITLE = { title: 'Crumb & Crust 🍞', tone: 'friendly' };
/** 402 words (the heading's two included): 'about 3 min read'. */
const CONTENT = {
  sectionName: 'Chapter 1: Your First Starter',
  content: `# Chapter 1\n\n${'Feed the starter daily. '.repeat(100)}`,
  contentType: 'educational',
};

const COVER = { title: 'Wild Yeast Weekends', authorName: 'Pat Products', style: 'modern' };

interface Saved {
  id: string;
}

/** A cover made and saved the way the designer does it: a real stored image, with its generation request. */
async function saveCover(page: Page) {
  const { imageUrl } = await callApi<{ imageUrl: string }>(page, 'POST', '/api/generate-cover-image', COVER);
  return callApi<Saved>(page, 'POST', '/api/covers', {
    imageUrl,
    style: COVER.style,
    prompt: 'warm crust tones',
    generationInput: COVER,
  });
}

async function seed(page: Page) {
  const niche = await callApi<Saved>(page, 'POST', '/api/niches', NICHE);
  const idea = await callApi<Saved>(page, 'POST', '/api/ideas', { ...IDEA, nicheId: niche.id });
  const title = await callApi<Saved>(page, 'POST', '/api/titles', { ...TITLE, ideaId: idea.id });
  const content = await callApi<Saved>(page, 'POST', '/api/content', { ...CONTENT, titleId: title.id });
  return { niche, idea, title, content };
}

const cards = (page: Page) => page.getByRole('main').getByRole('listitem');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allTextContents();

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
}

async function counter(page: Page, label: string) {
  const card = page.getByRole('group', { name: label });
  await card.locator('p.tabular-nums').waitFor();
  return Number(await card.locator('p.tabular-nums').textContent());
}

describe.each(inject('everyDatabase'))('My Saved Content on $dialect', (server) => {
  let browser: Browser;
  const database = openServerDatabase(server);
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await database.close();
  });

  // What only the page does (layout, dialogs, a failed read) is the same on either database: it runs on SQLite's
  // server; what reads or writes the lists runs on both (docs/decisions/0067-tests-that-fit.md).
  const onSqlite = it.runIf(server.dialect === 'sqlite');

  async function signedIn(viewport?: { width: number; height: number }) {
    const opened = await openPage(browser, server.baseUrl, viewport);
    await signUpThroughUi(opened.page, {
      fullName: 'Pat Products',
      email: uniqueEmail('products'),
      password: 'pw-products',
    });
    const me = await callApi<CurrentUser>(opened.page, 'GET', '/api/me');
    return { ...opened, userId: me.id };
  }

  it('shows every tab, searches on the server and says when nothing is there', async () => {
    const { page, context, consoleErrors, userId } = await signedIn();
    await page.goto('/dashboard/products');
    await page.getByRole('heading', { name: 'My Saved Content' }).waitFor();
    await page.getByText('No saved content yet').waitFor();
    await page.getByRole('link', { name: 'Start Creating' }).waitFor();
    expect(await page.getByRole('link', { name: 'Create New Product' }).getAttribute('href')).toBe('/dashboard/create');
    const header = page.getByRole('main').locator('header');
    expect(await header.getByRole('link', { name: 'Assemble Product' }).getAttribute('href')).toBe(
      '/dashboard/assemble',
    );
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Projects',
      'All',
      'Ideas',
      'Niches',
      'Titles',
      'Content',
      'Covers',
    ]);

    await seed(page);
    const cover = await createCover(database.db, { userId, title: COVER.title });
    const draft = await createProject(database.db, { userId, title: 'Sourdough Draft', coverId: cover.id });
    await createProject(database.db, { userId, title: 'Bread Book', status: 'ready', documentsStatus: 'completed' });
    await page.reload();

    const draftCard = page.getByLabel('Project: Sourdough Draft');
    await draftCard.getByText('Draft', { exact: true }).waitFor();
    await draftCard.getByText('Not Generated').waitFor();
    expect(await draftCard.getByRole('img').getAttribute('src')).toBe(cover.image_url);
    expect(await draftCard.getByRole('link', { name: 'Resume Sourdough Draft' }).getAttribute('href')).toBe(
      `/dashboard/create?projectId=${draft.id}`,
    );
    expect(await draftCard.getByRole('link', { name: 'View Sourdough Draft' }).getAttribute('href')).toBe(
      `/dashboard/project/${draft.id}`,
    );
    const readyCard = page.getByLabel('Project: Bread Book');
    await readyCard.getByText('PDF Ready').waitFor();
    expect(await readyCard.getByText('Draft', { exact: true }).count()).toBe(0);

    await openTab(page, 'All');
    await expect
      .poll(() => cardTitles(page))
      .toEqual([COVER.title, CONTENT.sectionName, TITLE.title, IDEA.concept, NICHE.name]);
    const coverCard = page.getByLabel(`Cover: ${COVER.title}`);
    expect(await coverCard.getByRole('img', { name: `Cover of ${COVER.title}` }).getAttribute('src')).toBe(
      cover.image_url,
    );
    await coverCard.getByText('Style: Professional').waitFor();
    for (const [tab, title] of [
      ['Ideas', IDEA.concept],
      ['Niches', NICHE.name],
      ['Titles', TITLE.title],
      ['Content', CONTENT.sectionName],
      ['Covers', COVER.title],
    ] as const) {
      await openTab(page, tab);
      await expect.poll(() => cardTitles(page)).toEqual([title]);
    }
    await page.getByLabel('Project: Sourdough Draft').waitFor({ state: 'detached' });

    const search = page.getByLabel('Search by title');
    await openTab(page, 'All');
    await search.fill('SOURDOUGH');
    await expect.poll(() => cardTitles(page)).toEqual([IDEA.concept, NICHE.name]);
    await search.fill('WILD yeast');
    await expect.poll(() => cardTitles(page)).toEqual([COVER.title]);
    await search.fill('100%');
    await expect.poll(() => cardTitles(page)).toEqual([IDEA.concept]);
    await search.fill('🍞');
    await expect.poll(() => cardTitles(page)).toEqual([TITLE.title]);
    await search.fill('nothing by this name');
    await page.getByText('No items found').waitFor();
    await openTab(page, 'Projects');
    await search.fill('bread');
    await expect.poll(() => cardTitles(page)).toEqual(['Bread Book']);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  onSqlite('shows all seven tabs within a 390 px phone screen, no sideways scrolling', async () => {
    const { page, context } = await signedIn({ width: 390, height: 844 });
    await page.goto('/dashboard/products');
    await page.getByRole('heading', { name: 'My Saved Content' }).waitFor();
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBe(7);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await openTab(page, 'Covers');
    await context.close();
  });

  it('shows a page of 20 and loads the rest with Load more', async () => {
    const { page, context, consoleErrors } = await signedIn();
    for (let i = 1; i <= 23; i++) {
      await callApi(page, 'POST', '/api/titles', { title: `Volume ${String(i).padStart(2, '0')}`, tone: 'casual' });
    }
    await page.goto('/dashboard/products?tab=titles');
    await expect.poll(async () => (await cardTitles(page)).length).toBe(20);
    expect((await cardTitles(page))[0]).toBe('Volume 23');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(async () => (await cardTitles(page)).length).toBe(23);
    expect((await cardTitles(page)).at(-1)).toBe('Volume 01');
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  onSqlite(
    'says when the list could not be read, never that nothing is saved, and reads it again on Try again',
    async () => {
      const { page, context } = await signedIn();
      await callApi(page, 'POST', '/api/titles', { title: 'Kept Safe', tone: 'casual' });
      const reads = await failReads(page, '**/api/saved-items?**');
      await page.goto('/dashboard/products?tab=titles');
      const failed = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try again' }) });
      await failed.waitFor();
      expect(await failed.textContent()).toContain('Failed to load saved items');
      expect(await page.getByText('No saved content yet').count()).toBe(0);

      reads.recover();
      await failed.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => cardTitles(page)).toEqual(['Kept Safe']);
      expect(await failed.count()).toBe(0);
      await context.close();
    },
  );

  onSqlite(
    'opens each detail dialog with its fields and actions, each leading on after the dialog closes',
    async () => {
      const { page, context, consoleErrors } = await signedIn();
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const { niche, idea, title, content } = await seed(page);
      await page.goto('/dashboard/products?tab=all');
      const dialog = page.getByRole('dialog');
      const view = async (name: string) => {
        await page.getByRole('button', { name: `View ${name}`, exact: true }).click();
        await dialog.waitFor();
      };

      await view(NICHE.name);
      for (const text of [
        'Market Size',
        'Large and growing',
        'Competition',
        'Profit Potential',
        '25-45',
        '$50k-$90k',
      ]) {
        await dialog.getByText(text, { exact: true }).waitFor();
      }
      await dialog.getByText('Flat loaves').waitFor();
      await dialog.getByRole('button', { name: 'Use in Product Ideas' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.waitForURL(`**/dashboard/product-ideas?nicheId=${niche.id}`);
      await page.getByLabel('Niche', { exact: true }).getByText(NICHE.name).waitFor();

      await page.goto('/dashboard/products?tab=ideas');
      await view(IDEA.concept);
      for (const text of [
        'Target Audience',
        'Unique Selling Points',
        'Suggested Modules',
        'Printable schedule',
        'First loaf',
      ]) {
        await dialog.getByText(text, { exact: true }).waitFor();
      }
      await dialog.getByRole('button', { name: 'Generate Titles' }).click();
      await page.waitForURL(`**/dashboard/title-generator?ideaId=${idea.id}`);

      await page.goto('/dashboard/products?tab=titles');
      await view(TITLE.title);
      await dialog.getByText('Friendly', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: `Copy: ${TITLE.title}` }).click();
      await expectToast(page, 'Title copied!');
      expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(TITLE.title);
      await dialog.getByRole('button', { name: 'Create Cover' }).waitFor();
      await dialog.getByRole('button', { name: 'Generate Content' }).click();
      await page.waitForURL(`**/dashboard/content-generator?titleId=${title.id}`);

      await page.goto('/dashboard/products?tab=titles');
      await view(TITLE.title);
      await dialog.getByRole('button', { name: 'Create Cover' }).click();
      await page.waitForURL(`**/dashboard/cover-generator?titleId=${title.id}`);

      await page.goto('/dashboard/products?tab=content');
      await view(CONTENT.sectionName);
      for (const text of ['Educational', '402 words', 'about 3 min read']) {
        await dialog.getByText(text, { exact: true }).waitFor();
      }
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download' }).click();
      expect((await download).suggestedFilename()).toBe('chapter-1-your-first-starter.md');
      await expectToast(page, 'Content downloaded!');
      await dialog.getByRole('button', { name: 'Regenerate' }).click();
      await page.waitForURL(`**/dashboard/content-generator?regenerate=${content.id}`);
      await expectToast(page, 'Regenerating content');

      // The cover designer arrives on its own branch; until then its route is this build's 404 page.
      expect(consoleErrors.filter((error) => !error.includes('/dashboard/cover-generator'))).toEqual([]);
      await context.close();
    },
  );

  it('opens the cover dialog with its image, style and prompt; Download, Edit Settings and Regenerate', async () => {
    const { page, context, consoleErrors } = await signedIn();
    const cover = await saveCover(page);
    await page.goto('/dashboard/products?tab=covers');
    const dialog = page.getByRole('dialog');
    const view = async () => {
      await page.getByRole('button', { name: `View ${COVER.title}`, exact: true }).click();
      await dialog.getByRole('img', { name: `Cover of ${COVER.title}` }).waitFor();
    };

    await view();
    await dialog.getByRole('heading', { name: COVER.title }).waitFor();
    for (const text of ['Style', 'Modern', 'Prompt', 'warm crust tones']) {
      await dialog.getByText(text, { exact: true }).waitFor();
    }
    expect(await dialog.getByRole('button').allTextContents()).toEqual(
      expect.arrayContaining(['Download', 'Edit Settings', 'Regenerate']),
    );
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe(`${COVER.title}.png`);
    await expectToast(page, 'Cover downloaded!');

    await page.route('**/api/covers/images/**', (route) => route.fulfill({ status: 500 }));
    await dialog.getByRole('button', { name: 'Download' }).click();
    await expectToast(page, 'Failed to download cover image');
    await page.unroute('**/api/covers/images/**');

    await dialog.getByRole('button', { name: 'Edit Settings' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(`**/dashboard/cover-generator?edit=${cover.id}`);
    await expectToast(page, 'Editing cover - modify settings and regenerate');

    await page.goto('/dashboard/products?tab=covers');
    await view();
    await dialog.getByRole('button', { name: 'Regenerate' }).click();
    await page.waitForURL(`**/dashboard/cover-generator?regenerate=${cover.id}`);
    await expectToast(page, 'Regenerating cover with same settings');
    await page.getByLabel('Product Title').waitFor();
    expect(await page.getByLabel('Product Title').inputValue()).toBe(COVER.title);

    // The failed download above is the one error the page may log (its 500 and the toast's console.error).
    expect(consoleErrors.filter((error) => !/500|download cover/i.test(error))).toEqual([]);
    await context.close();
  });

  onSqlite('edit and regenerate open the tool with the saved record loaded', async () => {
    const { page, context } = await signedIn();
    const { niche, title } = await seed(page);
    await page.goto('/dashboard/products?tab=niches');
    await page.getByRole('link', { name: `Edit ${NICHE.name}` }).click();
    await page.waitForURL(`**/dashboard/niche-selector?edit=${niche.id}`);
    await expectToast(page, 'Editing niche - modify and regenerate');
    await page.getByRole('region', { name: 'Editing niche' }).getByText(NICHE.name).waitFor();

    await page.goto('/dashboard/products?tab=titles');
    await page.getByRole('link', { name: `Regenerate ${TITLE.title}` }).click();
    await page.waitForURL(`**/dashboard/title-generator?regenerate=${title.id}`);
    await expectToast(page, 'Regenerating similar titles');
    await page.getByLabel('Product Idea', { exact: true }).getByText(IDEA.concept).waitFor();

    await page.goto(`/dashboard/titles?edit=${title.id}`);
    await page.waitForURL(`**/dashboard/title-generator?edit=${title.id}`);
    await expectToast(page, 'Editing title - modify and regenerate');
    await context.close();
  });

  it('deletes after confirmation only, and the dashboard counters follow saves and deletes', async () => {
    const { page, context, consoleErrors, userId } = await signedIn();
    const { niche } = await seed(page);
    await createCover(database.db, { userId });
    await createProject(database.db, { userId, title: 'Short-lived project' });

    // The dashboard is read once a visit. A page reads what it shows as it opens, so once the user has moved on to
    // another page and that page has shown its content, every read of the visit before has been made.
    const dashboardReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/dashboard') dashboardReads.push(request.url());
    });
    const myProducts = async () => {
      await page.getByRole('link', { name: 'My Products' }).first().click();
      await page.getByRole('heading', { name: 'My Saved Content' }).waitFor();
      await page.getByLabel('Project: Short-lived project').waitFor();
    };
    await page.goto('/dashboard');
    expect(await counter(page, 'Total Projects')).toBe(1);
    expect(await counter(page, 'Components Available')).toBe(1);

    // A project made elsewhere shows on the next visit, however soon after the last one.
    await createProject(database.db, { userId, title: 'Made elsewhere' });
    await myProducts();
    expect(dashboardReads).toHaveLength(1);
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect.poll(() => counter(page, 'Total Projects')).toBe(2);
    await myProducts();
    expect(dashboardReads).toHaveLength(2);
    await database.db.deleteFrom('projects').where('title', '=', 'Made elsewhere').execute();

    await page.goto('/dashboard/products?tab=niches');
    const deleteNiche = page.getByRole('button', { name: `Delete ${NICHE.name}` });
    const nicheQuestion = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this niche?' });
    await deleteNiche.click();
    await nicheQuestion.getByText('No project uses this niche.').waitFor();
    await nicheQuestion.getByRole('button', { name: 'Cancel' }).click();
    await nicheQuestion.waitFor({ state: 'detached' });
    expect(await cardTitles(page)).toEqual([NICHE.name]);

    await deleteNiche.click();
    await nicheQuestion.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Deleted successfully');
    await page.getByText('No saved content yet').waitFor();
    const gone = await page.request.get(`/api/niches/${niche.id}`);
    expect(gone.status()).toBe(404);

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect.poll(() => counter(page, 'Components Available')).toBe(0);

    await page.goto('/dashboard/niche-selector');
    await page.getByLabel('Target Audience').fill('busy bakers');
    await page.getByLabel('Interests').fill('sourdough');
    await page.getByLabel('Budget Range', { exact: true }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Generate Niches' }).click();
    await expectToast(page, 'Niches generated successfully!');
    await page.getByRole('article').first().getByRole('button', { name: /^Save/ }).click();
    await expectToast(page, 'Niche saved!');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect.poll(() => counter(page, 'Components Available')).toBe(1);

    await page.goto('/dashboard/products');
    await page.getByRole('button', { name: 'Delete Short-lived project' }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure you want to delete this project?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'Deleted successfully');
    await page.getByText('No saved content yet').waitFor();
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect.poll(() => counter(page, 'Total Projects')).toBe(0);
    await page.getByText('No projects yet').waitFor();

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it.each([
    { width: 1280, height: 800 },
    // The phone's layout of the same question, once.
    ...(server.dialect === 'sqlite' ? [{ width: 390, height: 844 }] : []),
  ])(
    'deleting a title two projects use names them; both go back to Not Generated and their old PDFs are not served ($width px)',
    async (viewport) => {
      const { page, context, consoleErrors } = await signedIn(viewport);
      const title = await callApi<Saved>(page, 'POST', '/api/titles', TITLE);
      const projects: Saved[] = [];
      for (const name of ['Loaves for Nurses', 'Loaves for Students']) {
        const project = await callApi<Saved>(page, 'POST', '/api/projects', { title: name, titleId: title.id });
        await callApi(page, 'POST', `/api/projects/${project.id}/documents`);
        projects.push(project);
      }
      const documentsStatuses = () =>
        Promise.all(
          projects.map(
            async ({ id }) => (await callApi<ProjectDetail>(page, 'GET', `/api/projects/${id}`)).documentsStatus,
          ),
        );
      await expect.poll(documentsStatuses, { timeout: 90_000 }).toEqual(['completed', 'completed']);
      const pdfUrls = projects.map(({ id }) => `/api/projects/${id}/documents/pdf`);
      const pdfAnswers = () => Promise.all(pdfUrls.map(async (url) => (await page.request.get(url)).status()));
      expect(await pdfAnswers()).toEqual([200, 200]);

      await page.goto('/dashboard/products?tab=titles');
      const deleteTitle = page.getByRole('button', { name: `Delete ${TITLE.title}` });
      const question = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this title?' });
      const usage =
        'Used by 2 projects: Loaves for Students, Loaves for Nurses; their files will need to be generated again.';

      // Cancel changes nothing.
      await deleteTitle.click();
      await question.getByText(usage).waitFor();
      await question.getByRole('button', { name: 'Cancel' }).click();
      await question.waitFor({ state: 'detached' });
      expect(await documentsStatuses()).toEqual(['completed', 'completed']);
      expect(await pdfAnswers()).toEqual([200, 200]);

      await deleteTitle.click();
      await question.getByText(usage).waitFor();
      await question.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Deleted successfully');
      await question.waitFor({ state: 'detached' });
      await deleteTitle.waitFor({ state: 'detached' });

      await openTab(page, 'Projects');
      for (const name of ['Loaves for Nurses', 'Loaves for Students']) {
        const card = page.getByLabel(`Project: ${name}`);
        await card.getByText('Not Generated').waitFor();
        expect(await card.getByRole('link', { name: `Download the PDF of ${name}` }).count()).toBe(0);
      }
      for (const url of pdfUrls) {
        const stale = await page.request.get(url);
        expect(stale.status()).toBe(404);
        expect(await stale.json()).toMatchObject({
          error: { message: "This project's files are out of date. Generate them again." },
        });
      }
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
    120_000,
  );
});
