import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Listing } from '../../src/shared/schemas/listing.js';
import type { ProjectDetail } from '../../src/shared/schemas/project.js';
import { zipEntries, zipText } from '../support/document-tools.js';
import { seriousViolations } from './support/accessibility.js';
import { launchBrowser, openPage } from './support/browser.js';
import { callApi, clickOption, expectToast, signUpThroughUi, uniqueEmail } from './support/actions.js';

const SHOTS = '/tmp/shots-listing';
const CHAPTERS = ['Your First Starter', 'The First Loaf', 'Scoring'];
/** Long enough for the whole book and its files on a shared machine. */
const BOOK_MS = 90_000;

/** A project made elsewhere with a saved plan of these chapters (the three unless told). */
async function seedProject(page: Page, chapters = CHAPTERS) {
  const project = await callApi<ProjectDetail>(page, 'POST', '/api/projects', {
    title: 'Bake Between Shifts',
    productType: 'ebook',
  });
  await callApi(page, 'PUT', `/api/projects/${project.id}/plan`, {
    title: 'Bake Between Shifts',
    subtitle: 'Sourdough on a rota',
    authorName: 'Nia Nightshift',
    isbn: '',
    chapters: chapters.map((chapter) => ({ title: chapter, goal: `Bake ${chapter.toLowerCase()} between shifts` })),
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

      // KDP's AI questions: an answer against the record is asked about first, saying what the record shows; a
      // correction is kept until the record's answer is taken back.
      await clickOption(page, 'Texts', 'Entire work, with extensive editing');
      const asked = page.getByRole('alertdialog', { name: 'Answer “Entire work, with extensive editing”?' });
      await asked.getByText(/^The record answers text “/).waitFor();
      await asked.getByRole('button', { name: 'Answer against the record' }).click();
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
    'reaches the print edition and the listing in one tap from the top of a long book’s page ($name)',
    async ({ name, ...viewport }) => {
      const { page, context, consoleErrors } = await openPage(browser, server.baseUrl, viewport);
      await signUpThroughUi(page, { fullName: 'Nia Nightshift', email: uniqueEmail('listing'), password: 'pw-list' });
      // Forty-two chapters: the plan's list and the book's run far down the page before its print edition and listing.
      const chapters = Array.from({ length: 42 }, (_, index) => `Shift ${index + 1}`);
      const project = await seedProject(page, chapters);
      await page.goto(`/dashboard/project/${project.id}`);
      await page.getByLabel('Chapter 42 title').waitFor({ state: 'attached' });
      const links = page.getByRole('navigation', { name: 'On this page' });
      const top = await links.boundingBox();
      expect(top!.y + top!.height).toBeLessThanOrEqual(viewport.height);

      for (const part of ['Print edition', 'Listing']) {
        await page.evaluate('window.scrollTo(0, 0)');
        const heading = page.getByRole('heading', { name: part, exact: true });
        await heading.waitFor();
        // Many screens down the page, one tap away.
        expect((await heading.boundingBox())!.y).toBeGreaterThan(viewport.height * 3);
        await links.getByRole('link', { name: part, exact: true }).click();
        await expect
          .poll(async () => {
            const box = await heading.boundingBox();
            return box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
          })
          .toBe(true);
      }
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SHOTS}/project-listing-link-${name}.png` });
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );
});
