import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProjectDetail } from '../../src/shared/schemas/project.js';
import type { ProjectLicense } from '../../src/shared/schemas/license.js';
import type { BookPlanResponse } from '../../src/shared/schemas/book-plan.js';
import { pdfPages } from '../support/document-tools.js';
import { readContentStream } from '../support/content-stream.js';
import { seriousViolations } from './support/accessibility.js';
import { launchBrowser, openPage } from './support/browser.js';
import { callApi, expectToast, signUpThroughUi, uniqueEmail } from './support/actions.js';

const SHOTS = '/tmp/shots-license';
/** Long enough for the book and its files on a shared machine. */
const BOOK_MS = 90_000;

/**
 * A PLR product as its creator sells it (docs/decisions/0079-plr-license.md): the license chosen and edited right by
 * right on the project page, printed in the files it makes, its rights table downloaded as a file of its own, the
 * product rebranded with another name (docs/decisions/0080-rebrand.md), and labelled PLR in Products.
 */
describe.each(inject('servers'))('a PLR product and its license on $dialect', (server) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(() => browser.close());
  // The pages are the subject, not the database: once, on SQLite.
  const onSqlite = it.runIf(server.dialect === 'sqlite');

  onSqlite.each([
    { width: 1280, height: 800, name: 'desktop' },
    { width: 390, height: 844, name: 'mobile' },
  ])(
    'edits the license right by right, writes the book, downloads its rights table and rebrands it ($width px)',
    async ({ name, ...viewport }) => {
      const { page, context, consoleErrors } = await openPage(browser, server.baseUrl, viewport);
      await signUpThroughUi(page, { fullName: 'Pia Label', email: uniqueEmail('plr'), password: 'pw-plr' });
      const title = `Garden Money ${name}`;
      const project = await callApi<ProjectDetail>(page, 'POST', '/api/projects', { title, productType: 'plr' });
      await callApi(page, 'PUT', `/api/projects/${project.id}/plan`, {
        title,
        subtitle: 'A PLR guide',
        authorName: 'Pia Label',
        isbn: '',
        chapters: [{ title: 'Seeds on a Budget', goal: '' }],
      });
      // License Terms written for the license it has until one is saved: PLR, which refuses to pass on PLR.
      const written = await page.request.fetch('/api/generate-content', {
        method: 'POST',
        data: { title, sectionName: 'License Terms', contentType: 'howto', projectId: project.id },
        headers: { Origin: server.baseUrl },
      });
      const { text } = await readContentStream(written);
      const terms = await callApi<{ id: string }>(page, 'POST', '/api/content', {
        sectionName: 'License Terms',
        content: text,
        contentType: 'howto',
      });
      await callApi(page, 'PUT', `/api/projects/${project.id}/sections`, { contentIds: [terms.id] });
      await page.goto(`/dashboard/project/${project.id}`);
      await page.getByRole('link', { name: 'License', exact: true }).click();

      // A PLR product is sold with the PLR license until its creator saves one.
      const card = page.locator('#license');
      await card.getByText('A PLR product is sold with the PLR license until you save one.').waitFor();
      await expect
        .poll(() => card.getByRole('combobox', { name: 'Sold with' }).textContent())
        .toBe('Private Label Rights (PLR)');
      const passOn = card.getByRole('radiogroup', { name: 'Pass on private label rights to your buyers' });
      expect(await passOn.getByRole('radio', { name: 'NO' }).getAttribute('aria-checked')).toBe('true');
      await passOn.getByRole('radio', { name: 'YES' }).click();
      await card.getByText('(edited)').waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await card.screenshot({ path: `${SHOTS}/card-${name}.png` });
      expect(await seriousViolations(page, `license ${name}`)).toEqual([]);
      await card.getByRole('button', { name: 'Save license' }).click();
      await expectToast(page, 'License saved');
      // The terms now refuse a right the license gives: their section says so.
      const termsRow = page.getByRole('listitem').filter({ hasText: 'License Terms' });
      await termsRow.getByText('Out of date: the license changed').waitFor();
      await termsRow.screenshot({ path: `${SHOTS}/terms-out-of-date-${name}.png` });
      const saved = await callApi<ProjectLicense>(page, 'GET', `/api/projects/${project.id}/license`);
      expect(saved).toMatchObject({
        isDefault: false,
        license: { preset: 'plr', rights: { privateLabelRights: true } },
      });

      await page.getByRole('button', { name: 'Write the book', exact: true }).click();
      await page.getByText('PDF Ready', { exact: true }).waitFor({ timeout: BOOK_MS });
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('link', { name: 'Download license PDF' }).click(),
      ]);
      expect(file.suggestedFilename()).toBe(`${title} (License).pdf`);
      const table = pdfPages(readFileSync(await file.path())).join('\n');
      expect(table).toMatch(/Pass on private label rights to your buyers\s+YES/);
      expect(table).toMatch(/Publish it on Amazon KDP\s+NO/);

      // Rebrand: her name for another on the whole product, previewed, then made.
      await page.getByRole('link', { name: 'Rebrand', exact: true }).click();
      const rebrand = page.locator('#rebrand');
      expect(await rebrand.getByLabel('Replace the name').inputValue()).toBe('Pia Label');
      await rebrand.getByLabel('With').fill('Noa Brand');
      await rebrand.getByRole('button', { name: 'Preview changes' }).click();
      await rebrand.getByText('Book details: Author').waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await rebrand.screenshot({ path: `${SHOTS}/rebrand-${name}.png` });
      expect(await seriousViolations(page, `rebrand ${name}`)).toEqual([]);
      await rebrand.getByRole('button', { name: 'Rebrand', exact: true }).click();
      await expectToast(page, 'Rebranded:');
      const plan = await callApi<BookPlanResponse>(page, 'GET', `/api/projects/${project.id}/plan`);
      expect(plan.plan.authorName).toBe('Noa Brand');
      await page.screenshot({ path: `${SHOTS}/project-${name}.png`, fullPage: true });

      await page.goto('/dashboard/products');
      const product = page.getByLabel(`Project: ${title}`);
      // A PLR Content product sold as PLR says so once, by its type.
      await product.getByText(/^PLR Content ·/).waitFor();
      expect(await product.getByText('PLR', { exact: true }).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/products-${name}.png` });
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
    150_000,
  );
});
