import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Listing } from '../../src/shared/schemas/listing.js';
import type { ProjectDetail } from '../../src/shared/schemas/project.js';
import { zipEntries, zipText } from '../support/document-tools.js';
import { seriousViolations } from './support/accessibility.js';
import { launchBrowser, openPage } from './support/browser.js';
import { callApi, chooseOption, expectToast, signUpThroughUi, uniqueEmail } from './support/actions.js';

const SHOTS = '/work/notes/shots-listing';
const CHAPTERS = ['Your First Starter', 'The First Loaf', 'Scoring'];
/** Long enough for the whole book and its files on a shared machine. */
const BOOK_MS = 90_000;

/** A project made elsewhere with a saved plan of the three chapters, as the wizard's steps would leave it. */
async function seedProject(page: Page, wizardStep: number | null = null) {
  const project = await callApi<ProjectDetail>(page, 'POST', '/api/projects', {
    title: 'Bake Between Shifts',
    productType: 'ebook',
    ...(wizardStep === null ? {} : { wizardStep, wizardMaxStep: wizardStep }),
  });
  await callApi(page, 'PUT', `/api/projects/${project.id}/plan`, {
    title: 'Bake Between Shifts',
    subtitle: 'Sourdough on a rota',
    authorName: 'Nia Nightshift',
    isbn: '',
    chapters: CHAPTERS.map((chapter) => ({ title: chapter, goal: `Bake ${chapter.toLowerCase()} between shifts` })),
  });
  return project;
}

/** The Listing card, by its heading. */
const listingCard = (page: Page) => page.locator('[data-slot="card"]', { has: page.locator('#listing-card-title') });
/** One field of the card, by its label. */
const listingField = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

const VIEWPORTS = [
  { width: 1280, height: 800, name: 'desktop' },
  { width: 390, height: 844, name: 'mobile' },
];

describe.each(inject('servers'))('the listing on $dialect', (server) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(VIEWPORTS)(
    'writes the book, then the listing: edits it, copies, saves, keeps it over a reload and puts it in the ZIP ($name)',
    async ({ name, ...viewport }) => {
      const { page, context, consoleErrors } = await openPage(browser, server.baseUrl, viewport);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
      await signUpThroughUi(page, { fullName: 'Nia Nightshift', email: uniqueEmail('listing'), password: 'pw-list' });
      const project = await seedProject(page);
      await page.goto(`/dashboard/project/${project.id}`);

      await page.getByRole('button', { name: 'Write the book', exact: true }).click();
      await page.getByText(/^Book written: 5 parts, [\d,]+ words$/).waitFor({ timeout: BOOK_MS });
      await page.getByText('PDF Ready', { exact: true }).waitFor({ timeout: BOOK_MS });

      // The run drafts the listing when the project has none; Write listing is there for one it did not.
      const card = listingCard(page);
      await card.scrollIntoViewIfNeeded();
      const etsyTitle = card.getByRole('textbox', { name: 'Etsy title', exact: true });
      const writeListing = card.getByRole('button', { name: 'Write listing' });
      await expect
        .poll(async () => (await etsyTitle.inputValue()) !== '' || (await writeListing.count()) > 0)
        .toBe(true);
      if ((await etsyTitle.inputValue()) === '') await writeListing.click();
      await expect.poll(() => etsyTitle.inputValue()).not.toBe('');
      // The built-in writer's text is marked as a draft that needs the creator's words.
      await listingField(page, 'Etsy title').getByText('Draft', { exact: true }).waitFor();
      await listingField(page, 'Description')
        .getByText("Drafted by the built-in writer from the plan's structure", { exact: false })
        .waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await card.screenshot({ path: `${SHOTS}/card-drafted-${name}.png` });
      expect(await seriousViolations(page, `listing card ${name}`)).toEqual([]);

      // Each field counts as it is typed, and a store's refusal names the store.
      const title = 'Bake Between Shifts: a sourdough plan for 12-hour rotas';
      await etsyTitle.fill(title);
      await listingField(page, 'Etsy title').getByText(`${title.length} / 140`, { exact: true }).waitFor();
      await listingField(page, 'Etsy title').getByText('Draft', { exact: true }).waitFor({ state: 'detached' });
      const tag = card.getByRole('textbox', { name: 'Tag 13', exact: true });
      await tag.fill('sourdough for night shifts');
      await listingField(page, 'Etsy tags').getByText('Etsy allows tags of up to 20 characters').waitFor();
      await card.getByRole('button', { name: 'Save Listing' }).click();
      await expectToast(page, 'The listing has fields a store would refuse: correct them, then save.');
      await card.screenshot({ path: `${SHOTS}/card-refused-${name}.png` });
      await tag.fill('night shift bread');
      await listingField(page, 'Etsy tags')
        .getByText('Etsy allows tags', { exact: false })
        .waitFor({ state: 'detached' });
      const keyword = card.getByRole('textbox', { name: 'Keyword 7', exact: true });
      await keyword.fill('free bread recipes');
      await listingField(page, 'Keywords').getByText('KDP does not allow "free" in keywords').waitFor();
      await keyword.fill('bread for nurses');

      // KDP's AI questions: a correction is kept until the record's answer is taken back.
      await chooseOption(page, 'Texts', 'Entire work, with extensive editing');
      await expectToast(page, 'Answer corrected');
      await card.getByText(/^Corrected by you\. The record says: /).waitFor();
      await card.getByRole('button', { name: "Use the record's answer" }).click();
      await expectToast(page, 'Answer taken from the record');
      await card.getByText(/^Corrected by you/).waitFor({ state: 'detached' });

      // Copy puts the field on the clipboard as the store takes it.
      await listingField(page, 'Etsy title').getByRole('button', { name: 'Copy: Etsy title' }).click();
      await expectToast(page, 'Copied');
      expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(title);

      await card.getByRole('button', { name: 'Save Listing' }).click();
      await expectToast(page, 'Listing saved');
      const saved = await callApi<Listing>(page, 'GET', `/api/projects/${project.id}/listing`);
      expect(saved.fields.etsyTitle).toBe(title);
      expect(saved.fields.etsyTags).toContain('night shift bread');
      expect(saved.fields.keywords).toContain('bread for nurses');

      await page.reload();
      await expect
        .poll(() => listingCard(page).getByRole('textbox', { name: 'Etsy title', exact: true }).inputValue())
        .toBe(title);
      // The tags as saved, the empty boxes between them gone.
      const tags = listingCard(page).getByRole('textbox', { name: /^Tag \d+$/ });
      const shown = await Promise.all((await tags.all()).map((box) => box.inputValue()));
      expect(shown.filter(Boolean)).toEqual(saved.fields.etsyTags);
      await listingCard(page).screenshot({ path: `${SHOTS}/card-saved-${name}.png` });

      // The download of every file carries the listing.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download all (ZIP)' }).click(),
      ]);
      const zip = new Uint8Array(readFileSync(await download.path()));
      expect(zipEntries(zip).length).toBeGreaterThan(0);
      expect(zipEntries(zip)).toContain('listing.md');
      expect(zipText(zip, 'listing.md')).toContain(title);

      expect(consoleErrors).toEqual([]);
      await context.close();
    },
    BOOK_MS * 2,
  );

  it.each(VIEWPORTS)(
    'shows the listing as the Create wizard’s step after Review ($name)',
    async ({ name, ...viewport }) => {
      const { page, context, consoleErrors } = await openPage(browser, server.baseUrl, viewport);
      await signUpThroughUi(page, { fullName: 'Nia Nightshift', email: uniqueEmail('listing'), password: 'pw-list' });
      const project = await seedProject(page, 7);
      await page.goto(`/dashboard/create?projectId=${project.id}`);
      await page.getByText(/^Step 7 of 7: Listing/).waitFor();
      await page.getByRole('button', { name: 'Write listing' }).click();
      await expect
        .poll(() => listingCard(page).getByRole('textbox', { name: 'Etsy title', exact: true }).inputValue())
        .not.toBe('');
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SHOTS}/wizard-step-${name}.png`, fullPage: true });
      expect(await seriousViolations(page, `wizard listing ${name}`)).toEqual([]);

      await page.getByRole('button', { name: 'Open product' }).click();
      await page.waitForURL(`**/dashboard/project/${project.id}`);
      expect(await page.evaluate<string | null>("localStorage.getItem('productWizardDraft')")).toBeNull();
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );
});
