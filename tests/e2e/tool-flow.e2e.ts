import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SavedContent } from '../../src/shared/schemas/content.js';
import type { SavedIdea } from '../../src/shared/schemas/idea.js';
import type { SavedNiche } from '../../src/shared/schemas/niche.js';
import type { SavedTitle } from '../../src/shared/schemas/title.js';
import { launchBrowser, openPage } from './support/browser.js';
import { callApi, listSavedItems, chooseOption, expectToast, signUpThroughUi, uniqueEmail } from './support/actions.js';

const CONFIG_HINT = /To connect a provider, set/;

const NICHE = {
  name: 'Knitting Basics for Busy Mothers',
  marketSize: 'Large: steady demand.',
  competitionLevel: 'Medium: many patterns, few systems.',
  profitPotential: 'High: buyers pay for time saved.',
  demographics: { age: '28-45', income: 'Middle income', painPoints: ['No time'] },
};

async function signUp(page: Page, name: string) {
  await signUpThroughUi(page, { fullName: name, email: uniqueEmail('flow'), password: 'flow-password' });
}

/**
 * The page is no wider than its viewport: nothing overflows sideways. Polled, since the shell's padding eases
 * into place after a resize.
 */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'))
    .toBeLessThanOrEqual(0);
}

describe.each(inject('everyDatabase'))('the tools as one flow on $dialect', ({ baseUrl, dialect }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  // What only the page does (a field's count, a long word's layout, a refused read) is the same on either database: it
  // runs on SQLite's server; what reads or writes the saved items runs on both (docs/decisions/0067-tests-that-fit.md).
  const onSqlite = it.runIf(dialect === 'sqlite');

  it('carries niche → idea → title → content with its context, saving each once on a double-click', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseUrl);
    await signUp(page, 'Flo Flow');

    await page.goto('/dashboard/niche-selector');
    await page.getByLabel('Target Audience').fill('busy mothers');
    await page.getByLabel('Interests').fill('knitting');
    await chooseOption(page, 'Budget Range', 'Low ($0–$500)');
    await page.getByRole('button', { name: 'Generate Niches' }).click();
    await expectToast(page, 'Niches generated successfully!');
    const cards = page.getByRole('article');
    await cards.first().getByRole('button', { name: /^Save/ }).dblclick();
    await expectToast(page, 'Niche saved!');
    await cards.first().getByRole('link', { name: 'Use in Product Ideas' }).waitFor();
    const niches = await listSavedItems<SavedNiche>(page, 'niches');
    expect(niches).toHaveLength(1);
    const niche = niches[0]!;
    expect(niche.generationInput).toEqual({
      targetAudience: 'busy mothers',
      interests: 'knitting',
      budgetRange: 'Low ($0–$500)',
    });

    await cards.first().getByRole('link', { name: 'Use in Product Ideas' }).click();
    await page.waitForURL(`**/dashboard/product-ideas?nicheId=${niche.id}`);
    await page.getByLabel('Niche', { exact: true }).getByText(niche.name).waitFor();
    await chooseOption(page, 'Product Type', 'Online Course');
    await page.getByRole('button', { name: 'Generate Ideas' }).click();
    await expectToast(page, 'Product ideas generated!');
    await cards.first().getByRole('button', { name: /^Save/ }).dblclick();
    await expectToast(page, 'Idea saved!');
    await cards.first().getByRole('link', { name: 'Generate Titles' }).waitFor();
    const ideas = await listSavedItems<SavedIdea>(page, 'ideas');
    expect(ideas).toHaveLength(1);
    const idea = ideas[0]!;
    expect(idea).toMatchObject({ productType: 'course', nicheId: niche.id });
    expect(idea.generationInput).toMatchObject({ niche: niche.name, productType: 'course' });

    await cards.first().getByRole('link', { name: 'Generate Titles' }).click();
    await page.waitForURL(`**/dashboard/title-generator?ideaId=${idea.id}`);
    await page.getByLabel('Product Idea', { exact: true }).getByText(idea.concept.slice(0, 30)).waitFor();
    await page.getByRole('button', { name: 'Generate Titles' }).click();
    await expectToast(page, 'Titles generated!');
    const rows = page.getByRole('region', { name: 'Titles', exact: true }).getByRole('listitem');
    await rows.first().getByRole('button', { name: /^Save/ }).dblclick();
    await expectToast(page, 'Title saved!');
    await rows.first().getByRole('link', { name: 'Generate Content' }).waitFor();
    const titles = await listSavedItems<SavedTitle>(page, 'titles');
    expect(titles).toHaveLength(1);
    const title = titles[0]!;
    expect(title).toMatchObject({ ideaId: idea.id });
    expect(title.generationInput).toMatchObject({ productConcept: idea.concept, tone: 'professional' });

    await rows.first().getByRole('link', { name: 'Generate Content' }).click();
    await page.waitForURL(`**/dashboard/content-generator?titleId=${title.id}`);
    await page.getByLabel('Title', { exact: true }).getByText(title.title).waitFor();
    await page.getByLabel('Product Idea (optional)').getByText(idea.concept.slice(0, 30)).waitFor();
    await page.getByLabel('Product Type (optional)').getByText('Online Course').waitFor();
    await expect.poll(() => page.getByLabel('Section Name').inputValue()).toBe('Course Overview');
    const suggestions = await page.evaluate<string[]>(
      "[...document.querySelectorAll('#section-name-suggestions option')].map((option) => option.value)",
    );
    expect(suggestions).toContain('Module 1');
    expect(suggestions).not.toContain('Chapter 1');

    const outline = '- Choosing your first yarn\n- Casting on in ten minutes';
    await page.getByLabel('Outline').fill(outline);
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await expectToast(page, 'Content generated!');
    await page.getByRole('button', { name: /^Save/ }).dblclick();
    await expectToast(page, 'Content saved!');
    const contents = await listSavedItems<SavedContent>(page, 'content');
    expect(contents).toHaveLength(1);
    const content = contents[0]!;
    expect(content).toMatchObject({ titleId: title.id, ideaId: idea.id });
    expect(content.generationInput).toMatchObject({
      title: title.title,
      outline,
      sectionName: 'Course Overview',
      productType: 'course',
    });

    await page.getByRole('region', { name: 'Saved content' }).getByRole('link', { name: /^Edit/ }).click();
    await expectToast(page, 'Editing content - modify and regenerate');
    expect(await page.getByRole('radio', { name: 'Saved Title' }).getAttribute('aria-checked')).toBe('true');
    await page.getByLabel('Title', { exact: true }).getByText(title.title).waitFor();
    expect(await page.getByLabel('Outline').inputValue()).toBe(outline);
    expect(await page.getByText('You already have content for').count()).toBe(0);
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await expectToast(page, 'Content generated!');
    expect(await page.getByText('Please select a saved title').count()).toBe(0);

    await page.goto(`/dashboard/niche-selector?edit=${niche.id}`);
    await expectToast(page, 'Editing niche - modify and regenerate');
    await expect.poll(() => page.getByLabel('Interests').inputValue()).toBe('knitting');
    expect(await page.getByLabel('Target Audience').inputValue()).toBe('busy mothers');
    await page.getByLabel('Budget Range').getByText('Low ($0–$500)').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  onSqlite('counts characters near a limit, never cuts text, and shows the server on the field', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await signUp(page, 'Lim Limits');
    await page.goto('/dashboard/niche-selector');
    await page.getByText('Drafts are written by the built-in writer').waitFor();
    expect(await page.getByText(CONFIG_HINT).count()).toBe(0);

    const interests = page.getByLabel('Interests');
    await interests.fill('a'.repeat(1_500));
    expect(await page.getByText('/ 2,000').count()).toBe(0);
    await interests.fill('a'.repeat(1_850));
    await page.getByText('1,850 / 2,000').waitFor();
    await interests.fill('a'.repeat(5_000));
    expect((await interests.inputValue()).length).toBe(5_000);
    await page.getByText('5,000 / 2,000').waitFor();
    await page.getByText('Interests must be at most 2,000 characters').waitFor();
    await interests.fill('knitting');
    await page.getByText('Interests must be at most 2,000 characters').waitFor({ state: 'detached' });

    await page.getByLabel('Target Audience').fill('busy mothers');
    await chooseOption(page, 'Budget Range', 'Low ($0–$500)');
    const refusal = 'Target audience must not mention a brand';
    await page.route('**/api/generate-niches', (route) =>
      route.fulfill({
        status: 400,
        json: { error: { code: 'BAD_REQUEST', message: refusal, field: 'targetAudience' } },
      }),
    );
    await page.getByRole('button', { name: 'Generate Niches' }).click();
    await expectToast(page, refusal);
    expect(await page.locator('#target-audience-error').textContent()).toBe(refusal);
    await page.unroute('**/api/generate-niches');
    await context.close();
  });

  onSqlite('wraps a long unbroken word instead of widening the page, at 1280 and 390 px', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    // A full name may be one 100-character word: the dashboard greets the user by it.
    await signUp(page, `Wes${'w'.repeat(97)}`);
    await page.getByRole('heading', { name: /^Welcome, Wesw+$/ }).waitFor();
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);

    await page.setViewportSize({ width: 1280, height: 800 });
    const word = 'x'.repeat(300);
    await page.goto('/dashboard/niche-selector');
    await page.getByLabel('Target Audience').fill(word);
    await page.getByLabel('Interests').fill(word);
    await chooseOption(page, 'Budget Range', 'Low ($0–$500)');
    await page.getByRole('button', { name: 'Generate Niches' }).click();
    await expectToast(page, 'Niches generated successfully!');
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard/product-ideas');
    await page.getByRole('radio', { name: 'Enter Manually' }).click();
    await page.getByLabel('Niche', { exact: true }).fill(word);
    await page.getByRole('button', { name: 'Generate Ideas' }).click();
    await expectToast(page, 'Product ideas generated!');
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await context.close();
  });

  it('links the saved panel to all items and deletes after the confirmation', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await signUp(page, 'Del Delete');
    for (let index = 1; index <= 6; index += 1) {
      await callApi(page, 'POST', '/api/niches', { ...NICHE, name: `${NICHE.name} ${index}` });
    }
    await page.goto('/dashboard/niche-selector');
    const panel = page.getByRole('region', { name: 'Saved niches' });
    await panel.getByText('Your 5 newest').waitFor();
    expect(await panel.getByRole('link', { name: /^View all/ }).getAttribute('href')).toBe('/dashboard/products');

    const question = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this niche?' });
    await panel.getByRole('button', { name: `Delete ${NICHE.name} 6` }).click();
    await question.getByText('No project uses this niche.').waitFor();
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    expect(await listSavedItems<SavedNiche>(page, 'niches')).toHaveLength(6);

    await panel.getByRole('button', { name: `Delete ${NICHE.name} 6` }).click();
    await question.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Deleted successfully');
    await panel.getByText(`${NICHE.name} 6`).waitFor({ state: 'detached' });
    expect((await listSavedItems<SavedNiche>(page, 'niches')).map((item) => item.name)).not.toContain(
      `${NICHE.name} 6`,
    );

    await page.route('**/api/niches/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Failed to delete item' } } })
        : route.fallback(),
    );
    await panel.getByRole('button', { name: `Delete ${NICHE.name} 5` }).click();
    await question.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Failed to delete item');
    await question.waitFor({ state: 'detached' });
    expect(await listSavedItems<SavedNiche>(page, 'niches')).toHaveLength(5);
    await context.close();
  });

  onSqlite("answers an edit of a missing item with the server's message", async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await signUp(page, 'Mia Missing');
    await page.goto('/dashboard/content-generator?edit=00000000-0000-4000-8000-000000000000');
    await expectToast(page, 'Content not found');
    await page.waitForURL((url) => url.search === '');
    await context.close();
  });
});
