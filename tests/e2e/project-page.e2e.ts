import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CurrentUser } from '../../src/shared/schemas/me.js';
import type { ProjectDetail } from '../../src/shared/schemas/project.js';
import { launchBrowser, openPage } from './support/browser.js';
import { callApi, chooseOption, expectToast, signUpThroughUi, uniqueEmail } from './support/actions.js';
import { openServerDatabase } from './support/database.js';

interface Saved {
  id: string;
}

const PROJECT_TITLE = 'Night-Shift Sourdough 🍞';
const SHOTS = '/tmp/shots-project';
const HINT = 'Click on any card to edit or regenerate that component';

/** The product idea the projects are made from. */
const IDEA = {
  concept: 'A 30-day sourdough plan built around 12-hour shifts',
  targetAudience: 'Nurses on rotating shifts',
  sellingPoints: ['Fits any rota'],
  modules: ['Starter', 'First loaf'],
  productType: 'ebook',
};

/** A whole project made through the API: niche, idea, title, cover and three sections, a fourth with an author note. */
async function seedProject(page: Page, { withNote = false } = {}) {
  const niche = await callApi<Saved>(page, 'POST', '/api/niches', {
    name: 'Sourdough for Night-Shift Nurses',
    marketSize: 'Medium: a loyal audience',
    competitionLevel: 'Low',
    profitPotential: 'High',
    demographics: { age: '25-45', income: 'Middle', painPoints: ['No time to bake'] },
    generationInput: { targetAudience: 'night-shift nurses', interests: 'sourdough baking', budgetRange: 'Low' },
  });
  const idea = await callApi<Saved>(page, 'POST', '/api/ideas', { ...IDEA, nicheId: niche.id });
  const title = await callApi<Saved>(page, 'POST', '/api/titles', { title: 'Bake Between Shifts', tone: 'friendly' });
  const generated = await callApi<{ imageUrl: string }>(page, 'POST', '/api/generate-cover-image', {
    title: 'Bake Between Shifts',
    authorName: 'Nia Nightshift',
  });
  const cover = await callApi<Saved>(page, 'POST', '/api/covers', { imageUrl: generated.imageUrl, style: 'modern' });
  const contentIds: string[] = [];
  for (const [sectionName, content] of [
    ['Introduction', '# Introduction\n\nWhy sourdough fits a night shift.'],
    ['Chapter 1: Your First Starter', `# Your First Starter\n\n${'Feed it before you leave. '.repeat(20)}`],
    ['Notes From the Ward', 'Bakers on the ward.'],
    ...(withNote ? [['Your Rota', 'Bake on days off.\n\n:::note\n- [ ] Add your own rota\n:::']] : []),
  ] as const) {
    contentIds.push(
      (await callApi<Saved>(page, 'POST', '/api/content', { sectionName, content, contentType: 'markdown' })).id,
    );
  }
  return callApi<ProjectDetail>(page, 'POST', '/api/projects', {
    title: PROJECT_TITLE,
    productType: 'ebook',
    nicheId: niche.id,
    ideaId: idea.id,
    titleId: title.id,
    coverId: cover.id,
    contentIds,
  });
}

/** The card (a button) of a part; its name starts with the part's label. */
const card = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}`) });

describe.each(inject('servers'))('project page on $dialect', (server) => {
  let browser: Browser;
  const database = openServerDatabase(server);
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await database.close();
  });

  async function signedIn(name: string, viewport?: { width: number; height: number }) {
    const opened = await openPage(browser, server.baseUrl, viewport);
    await signUpThroughUi(opened.page, { fullName: name, email: uniqueEmail('project'), password: 'pw-project' });
    const me = await callApi<CurrentUser>(opened.page, 'GET', '/api/me');
    return { ...opened, userId: me.id };
  }

  const projectRow = (id: string) =>
    database.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const markCompleted = (id: string) =>
    database.db.updateTable('projects').set({ documents_status: 'completed' }).where('id', '=', id).execute();

  /** Opens a part's card, follows one of its detail dialog's actions, generates, picks the second result and saves. */
  async function regenerate(
    page: Page,
    part: { card: string; action: string; generate: string; saved: string; pick?: number },
  ) {
    await card(page, part.card).click();
    await page.getByRole('dialog').getByRole('button', { name: part.action }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: part.generate }).click();
    const results = dialog.getByRole('radio');
    await results.first().waitFor();
    await results.nth(part.pick ?? Math.min(1, (await results.count()) - 1)).click();
    await dialog.getByRole('button', { name: 'Save & Use' }).click();
    await expectToast(page, part.saved);
    await dialog.waitFor({ state: 'detached' });
  }

  it('each regenerate dialog changes its part and takes the documents status back to Not Generated; the hint shows once', async () => {
    const { page, context, consoleErrors } = await signedIn('Nia Nightshift');
    const project = await seedProject(page);
    await markCompleted(project.id);
    await page.goto(`/dashboard/project/${project.id}`);
    await page.getByRole('heading', { name: PROJECT_TITLE, level: 1 }).waitFor();
    await expectToast(page, HINT);
    await page.getByText('PDF Ready').waitFor();
    await page.getByRole('link', { name: 'Back to Products' }).waitFor();

    const steps = [
      {
        card: 'Niche',
        action: 'Regenerate Similar',
        generate: 'Generate Niches',
        saved: 'Niche saved!',
        column: 'niche_id',
      },
      {
        card: 'Product Concept',
        action: 'Generate New Idea',
        generate: 'Generate Ideas',
        saved: 'Idea saved!',
        column: 'product_idea_id',
      },
      {
        card: 'Title',
        action: 'Regenerate Titles',
        generate: 'Generate Titles',
        saved: 'Title saved!',
        column: 'title_id',
      },
      {
        card: 'Cover Image',
        action: 'Edit Settings and Regenerate',
        generate: 'Regenerate Cover',
        saved: 'Cover saved and linked to project!',
        column: 'cover_id',
      },
    ] as const;
    for (const step of steps) {
      await markCompleted(project.id);
      await page.reload();
      await page.getByText('PDF Ready').waitFor();
      const before = await projectRow(project.id);
      await regenerate(page, step);
      await page.getByText('Not Generated').waitFor();
      const after = await projectRow(project.id);
      expect(after[step.column], step.card).not.toBe(before[step.column]);
      expect(after.documents_status).toBe('not_generated');
    }
    // Regenerate Similar started from the niche's own request.
    const read = await callApi<ProjectDetail>(page, 'GET', `/api/projects/${project.id}`);
    expect(read.niche?.generationInput).toMatchObject({ targetAudience: 'night-shift nurses' });
    await card(page, 'Title').getByText(read.productTitle!.title).waitFor();

    // The content edit dialog: a section of no known type must be given one, and empty text is refused.
    await markCompleted(project.id);
    await page.reload();
    await page.getByRole('button', { name: /^3\. Notes From the Ward/ }).click();
    const [markdown] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('dialog').getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(markdown.suggestedFilename()).toBe('notes-from-the-ward.md');
    await page.getByRole('dialog').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Section' });
    await expect.poll(() => edit.getByLabel('Heading (optional)').inputValue()).toBe('Notes From the Ward');
    await edit.getByLabel('Content', { exact: true }).fill('   ');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText('Please select a section type').waitFor();
    await edit.getByText('No content to save').waitFor();
    await chooseOption(page, 'Section Type', 'Chapter');
    await edit.getByLabel('Chapter Number').fill('12');
    await chooseOption(page, 'Content Type', 'Outline');
    await edit.getByLabel('Content', { exact: true }).fill('- Bake\n- Sleep\n- Repeat 🍞');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Content updated!');
    await page.getByRole('button', { name: /^3\. Chapter 12: Notes From the Ward/ }).waitFor();
    await page.getByText('Not Generated').waitFor();
    expect((await projectRow(project.id)).documents_status).toBe('not_generated');

    // The hint was shown once: a later visit does not show it again. The page toasts the hint as the project shows,
    // before it handles any click; so once a toast from a click is shown, the hint would be shown beside it.
    await page.reload();
    await page.getByRole('heading', { name: PROJECT_TITLE, level: 1 }).waitFor();
    await page.getByRole('button', { name: /^3\. Chapter 12: Notes From the Ward/ }).click();
    await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('dialog').getByRole('button', { name: 'Download' }).click(),
    ]);
    await expectToast(page, 'Content downloaded!');
    expect(await page.locator('[data-sonner-toast]', { hasText: HINT }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('Generate Product reaches PDF Ready, and the PDF, DOCX and EPUB download under the title', async () => {
    const { page, context } = await signedIn('Gus Generate');
    const project = await seedProject(page);
    await page.goto(`/dashboard/project/${project.id}`);
    const starts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/documents')) starts.push(request.url());
    });
    // A double-click starts the documents once, with no refusal of a second start.
    await page.getByRole('button', { name: 'Generate Product' }).dblclick();
    await expectToast(page, 'PDF generation started! You will be notified when it is ready.');
    // The page follows the job without a reload, and says when the files are ready.
    await page.getByText('PDF Ready', { exact: true }).waitFor({ timeout: 90_000 });
    await expectToast(page, `PDF ready for "${PROJECT_TITLE}"`);
    await page.getByText('Ready', { exact: true }).waitFor();
    expect(starts).toHaveLength(1);
    expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Generate Product' }).count()).toBe(0);
    for (const [label, extension, magic] of [
      ['Download PDF', 'pdf', '%PDF'],
      ['Download DOCX', 'docx', 'PK'],
      ['Download EPUB', 'epub', 'PK'],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: label }).click(),
      ]);
      // Named after the book plan's title, the chosen title, not the project's name.
      expect(download.suggestedFilename()).toBe(`Bake Between Shifts.${extension}`);
      const bytes = readFileSync(await download.path());
      expect(bytes.subarray(0, magic.length).toString('latin1')).toBe(magic);
    }
    const [cover] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Cover' }).click(),
    ]);
    expect(cover.suggestedFilename()).toBe('Bake Between Shifts.png');
    await context.close();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    it(`a draft copy, then the copy for sale: both download under their names (${viewport.width} px)`, async () => {
      const { page, context } = await signedIn('Dara Draft', viewport);
      const project = await seedProject(page, { withNote: true });
      await page.goto(`/dashboard/project/${project.id}`);
      const sale = page.getByRole('region', { name: 'Copy for sale' });
      const draft = page.getByRole('region', { name: 'Draft copy — includes author notes' });
      await page.getByText('1 author note to replace').waitFor();

      await draft.getByRole('button', { name: 'Make a draft copy' }).click();
      await expectToast(page, 'Draft copy generation started! You will be notified when it is ready.');
      await draft.getByRole('link', { name: 'Download Draft PDF' }).waitFor({ timeout: 90_000 });
      await expectToast(page, `Draft copy ready for "${PROJECT_TITLE}"`);
      // The copy for sale is still to make, in one click, and the page does not say PDF Ready.
      expect(await page.getByText('PDF Ready', { exact: true }).count()).toBe(0);
      await page.getByText(/the draft copy shows them as boxed notes, marked Draft/).waitFor();
      await sale.getByRole('button', { name: 'Generate Product' }).click();
      await page.getByText('PDF Ready', { exact: true }).waitFor({ timeout: 90_000 });
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);

      for (const [group, label, name] of [
        [sale, 'Download PDF', 'Bake Between Shifts.pdf'],
        [sale, 'Download EPUB', 'Bake Between Shifts.epub'],
        [draft, 'Download Draft PDF', 'Bake Between Shifts (Draft).pdf'],
        [draft, 'Download Draft DOCX', 'Bake Between Shifts (Draft).docx'],
      ] as const) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          group.getByRole('link', { name: label }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(name);
        expect(readFileSync(await download.path()).length).toBeGreaterThan(0);
      }
      expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0);
      await context.close();
    });

  it("answers 'Project not found' for another user's project, and shows empty cards on a phone", async () => {
    const owner = await signedIn('Olive Owner');
    const theirs = await seedProject(owner.page);
    await owner.context.close();

    const { page, context } = await signedIn('Sly Stranger', { width: 390, height: 844 });
    await page.goto(`/dashboard/project/${theirs.id}`);
    await page.getByRole('heading', { name: 'Project not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await page.waitForURL('**/dashboard/products');

    const bare = await callApi<ProjectDetail>(page, 'POST', '/api/projects', { title: 'Just A Name' });
    await page.goto(`/dashboard/project/${bare.id}`);
    await page.getByRole('heading', { name: 'Just A Name', level: 1 }).waitFor();
    for (const text of [
      'No niche yet',
      'No product concept yet',
      'No title yet',
      'No cover yet',
      'No content sections yet',
    ]) {
      // The card's own words, not the listing's AI answers, which say as much ('This book has no cover yet').
      await page.getByText(new RegExp(`^${text}`)).waitFor();
    }
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Generate Product' }).waitFor();

    // A failed generation shows the reason the job recorded, and offers Retry Generation instead.
    const reason = 'The worker stopped before the job finished';
    await database.db
      .updateTable('projects')
      .set({ documents_status: 'failed', documents_error: reason })
      .where('id', '=', bare.id)
      .execute();
    await page.reload();
    await page.getByRole('alert').filter({ hasText: reason }).waitFor();
    await page.getByRole('button', { name: 'Retry Generation' }).waitFor();
    expect(await page.getByRole('button', { name: 'Generate Product' }).count()).toBe(0);

    await card(page, 'Niche').click();
    await page.getByRole('dialog', { name: 'Generate New Niche' }).waitFor();
    await page.keyboard.press('Escape');

    // A project typed by its idea alone, as Assemble makes a course, names the idea's type in its header.
    const courseIdea = await callApi<Saved>(page, 'POST', '/api/ideas', { ...IDEA, productType: 'course' });
    const assembled = await callApi<ProjectDetail>(page, 'POST', '/api/projects', {
      title: 'Sourdough Between Shifts',
      ideaId: courseIdea.id,
    });
    expect(assembled.productType).toBeNull();
    await page.goto(`/dashboard/project/${assembled.id}`);
    const header = page.locator('header', {
      has: page.getByRole('heading', { name: 'Sourdough Between Shifts', level: 1 }),
    });
    await header.getByText('Online Course', { exact: true }).waitFor();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/assembled-course-mobile.png` });
    await context.close();
  });
});
