import { mkdirSync, readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BookPlanResponse } from '../../src/shared/schemas/book-plan.js';
import type { ProjectDetail } from '../../src/shared/schemas/project.js';
import { seriousViolations } from './support/accessibility.js';
import { launchBrowser, openPage } from './support/browser.js';
import { callApi, expectToast, signUpThroughUi, uniqueEmail } from './support/actions.js';
import { pdfPages } from '../support/document-tools.js';

const SHOTS = '/tmp/shots-templates';

/** A Template Pack made from an idea of three templates. */
async function seedPack(page: Page) {
  const idea = await callApi<{ id: string }>(page, 'POST', '/api/ideas', {
    concept: 'A template pack for families starting a budget',
    targetAudience: 'Young families',
    sellingPoints: ['Fill in, not figure out'],
    modules: ['Budget Tracker', 'Family Chores Checklist', 'Monthly Review Template'],
    productType: 'template',
  });
  return callApi<ProjectDetail>(page, 'POST', '/api/projects', {
    title: 'Family Money Pack',
    productType: 'template',
    ideaId: idea.id,
    contentIds: [],
  });
}

describe.each(inject('servers'))('a template pack on $dialect', (server) => {
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
    'edits a template’s columns in the plan and downloads the templates it makes ($width px)',
    async ({ name, ...viewport }) => {
      const { page, context, consoleErrors } = await openPage(browser, server.baseUrl, viewport);
      await signUpThroughUi(page, { fullName: 'Ana Pack', email: uniqueEmail('pack'), password: 'pw-pack' });
      const project = await seedPack(page);
      await page.goto(`/dashboard/project/${project.id}`);
      await page.getByRole('heading', { name: 'Template Pack Plan' }).waitFor();

      // The budget drafted from its title: add a column that works out what is left after a fee.
      await page.getByRole('button', { name: 'Spreadsheet (XLSX): 6 columns, 2 example rows' }).click();
      await page.getByRole('button', { name: 'Add Column' }).first().click();
      await page.locator('#template-1-column-7-name').fill('After fee');
      await page.locator('#template-1-column-7-type').selectOption('formula');
      await page.locator('#template-1-column-7-formula').fill('{Left} - {Fee}');
      await page.getByRole('button', { name: 'Save Plan' }).click();
      await page.getByText('“After fee” uses {Fee}, which is not one of the columns').waitFor();
      await page.locator('#template-1-column-7-formula').fill('{Left} - 2');
      await page.locator('#template-1-column-7-format').selectOption('currency');
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SHOTS}/plan-${name}.png` });
      await page.getByRole('button', { name: 'Save Plan' }).click();
      await expectToast(page, 'Template pack plan saved!');
      const saved = await callApi<BookPlanResponse>(page, 'GET', `/api/projects/${project.id}/plan`);
      expect(saved.plan.chapters[0]?.template?.columns.at(-1)).toMatchObject({
        name: 'After fee',
        type: 'formula',
        formula: '{Left} - 2',
        format: 'currency',
      });

      // The Templates card lists each template with its columns, from the plan as saved.
      await page.getByRole('link', { name: 'Templates', exact: true }).click();
      const card = page.getByTestId('template-pack');
      await card.getByText('Spent, Left (worked out), After fee (worked out)').waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await card.screenshot({ path: `${SHOTS}/card-${name}.png` });
      expect(await seriousViolations(page, `template pack ${name}`)).toEqual([]);

      const [zip] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('link', { name: 'All templates (ZIP)' }).click(),
      ]);
      expect(zip.suggestedFilename()).toBe('Family Money Pack (Templates).zip');
      const entries = unzipSync(readFileSync(await zip.path()));
      expect(Object.keys(entries).sort()).toEqual([
        '01 Budget Tracker.xlsx',
        '02 Family Chores Checklist (A4).pdf',
        '02 Family Chores Checklist (Letter).pdf',
        '03 Monthly Review Template.xlsx',
        'README.txt',
      ]);
      const [budget] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('link', { name: 'Download Budget Tracker (XLSX)' }).click(),
      ]);
      expect(budget.suggestedFilename()).toBe('Budget Tracker.xlsx');
      const sheet = strFromU8(unzipSync(readFileSync(await budget.path()))['xl/worksheets/sheet1.xml']!);
      expect(sheet).toContain('<f>IF(COUNT(F2)=0,&quot;&quot;,IFERROR(N(F2)-2,&quot;&quot;))</f>');
      const [checklist] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('link', { name: 'Download Family Chores Checklist (PDF, A4)' }).click(),
      ]);
      expect(checklist.suggestedFilename()).toBe('Family Chores Checklist (A4).pdf');
      expect(pdfPages(readFileSync(await checklist.path()))[0]).toContain('Family Chores Checklist');
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
    120_000,
  );
});
