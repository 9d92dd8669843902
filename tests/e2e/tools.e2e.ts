import { format, parseISO } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SavedContent } from '../../src/shared/schemas/content.js';
import type { SavedIdea } from '../../src/shared/schemas/idea.js';
import type { SavedNiche } from '../../src/shared/schemas/niche.js';
import type { CurrentUser } from '../../src/shared/schemas/me.js';
import { PAGE_SIZE } from '../../src/shared/limits.js';
import type { SavedTitle } from '../../src/shared/schemas/title.js';
import { createTitle } from '../factories/index.js';
import { launchBrowser, openPage } from './support/browser.js';
import {
  callApi,
  listSavedItems,
  chooseOption,
  expectToast,
  failReads,
  signUpThroughUi,
  uniqueEmail,
} from './support/actions.js';
import { openServerDatabase } from './support/database.js';

const NICHE = {
  name: 'Meal Prep Basics for Busy First-Time Parents',
  marketSize: 'Large: new parents look for help every year.',
  competitionLevel: 'Medium: plenty of recipes, few systems.',
  profitPotential: 'High: time-poor buyers pay for systems.',
  demographics: { age: '25-40', income: 'Middle income', painPoints: ['No time to cook'] },
};

const IDEA = {
  concept: 'A 30-day meal prep system for new parents, built around naps and broken sleep',
  targetAudience: 'First-time parents of babies under one',
  sellingPoints: ['Two-hour Sunday prep'],
  modules: ['Pantry setup', 'Batch cooking'],
  productType: 'ebook',
};

async function signUp(page: Page, name: string) {
  await signUpThroughUi(page, { fullName: name, email: uniqueEmail('tools'), password: 'tools-password' });
}

describe.each(inject('servers'))('generator tools on $dialect', (server) => {
  const { baseUrl } = server;
  let browser: Browser;
  const database = openServerDatabase(server);
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await database.close();
  });

  it('niche selector: requires its fields, generates, saves, edits and regenerates', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseUrl);
    await signUp(page, 'Nia Niche');
    await page.goto('/dashboard/niche-selector');
    await page.getByRole('heading', { name: 'Niche Selector' }).waitFor();
    await page.getByText('Drafts are written by the built-in writer').waitFor();
    await page.getByRole('region', { name: 'Saved niches' }).getByText('No saved niches yet').waitFor();

    await page.getByRole('button', { name: 'Generate Niches' }).click();
    for (const message of ['Target audience is required', 'Interests are required', 'Budget range is required']) {
      await page.getByText(message).waitFor();
    }

    await page.getByLabel('Target Audience').fill('busy first-time parents');
    await page.getByLabel('Interests').fill('meal prep');
    await chooseOption(page, 'Budget Range', 'Low ($0–$500)');
    await page.getByRole('button', { name: 'Generate Niches' }).click();
    await expectToast(page, 'Niches generated successfully!');
    const results = page.getByRole('article');
    const first = (await results.first().getAttribute('aria-label'))!;
    expect(first).toMatch(/meal prep/i);

    await results.first().getByRole('button', { name: /^Save/ }).click();
    await expectToast(page, 'Niche saved!');
    const savedList = page.getByRole('region', { name: 'Saved niches' });
    await savedList.getByText(first).waitFor();
    const [saved] = await listSavedItems<SavedNiche>(page, 'niches');
    expect(saved?.name).toBe(first);

    await savedList.getByRole('link', { name: /^Edit/ }).click();
    await page.waitForURL(`**/dashboard/niche-selector?edit=${saved!.id}`);
    await expectToast(page, 'Editing niche - modify and regenerate');
    await page.getByRole('region', { name: 'Editing niche' }).getByText(first).waitFor();
    expect(await page.getByLabel('Target Audience').inputValue()).toMatch(/busy first-time parents/i);
    await page.getByLabel('Interests').fill('sleep routines');
    await page.getByRole('button', { name: 'Generate Niches' }).click();
    await expectToast(page, 'Niches generated successfully!');
    const replacement = (await results.first().getAttribute('aria-label'))!;
    expect(replacement).toMatch(/sleep routines/i);
    await results
      .first()
      .getByRole('button', { name: /^Update/ })
      .click();
    await expectToast(page, 'Niche updated!');
    await page.waitForURL((url) => url.pathname === '/dashboard/niche-selector' && url.search === '');
    await savedList.getByText(replacement).waitFor();
    const afterEdit = await listSavedItems<SavedNiche>(page, 'niches');
    expect(afterEdit.map((niche) => [niche.id, niche.name])).toEqual([[saved!.id, replacement]]);

    await savedList.getByRole('link', { name: /^Regenerate/ }).click();
    await expectToast(page, `Regenerating similar to "${replacement}"`);
    await page.getByRole('button', { name: 'Generate Niches' }).click();
    await expectToast(page, 'Niches generated successfully!');
    await results.nth(1).getByRole('button', { name: /^Save/ }).click();
    await results
      .nth(1)
      .getByRole('button', { name: /^Saved/ })
      .waitFor();
    expect(await listSavedItems<SavedNiche>(page, 'niches')).toHaveLength(2);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('product ideas: starts from a saved niche, requires a manual niche, edits and regenerates', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await signUp(page, 'Ivo Idea');
    const niche = await callApi<SavedNiche>(page, 'POST', '/api/niches', NICHE);

    await page.goto('/dashboard/niche-selector');
    await page
      .getByRole('region', { name: 'Saved niches' })
      .getByRole('link', { name: /^Use in Product Ideas/ })
      .click();
    await page.waitForURL(`**/dashboard/product-ideas?nicheId=${niche.id}`);
    expect(await page.getByRole('radio', { name: 'Saved Niche' }).getAttribute('aria-checked')).toBe('true');
    await page.getByLabel('Niche', { exact: true }).getByText(NICHE.name).waitFor();

    await page.getByRole('radio', { name: 'Enter Manually' }).click();
    await page.getByRole('button', { name: 'Generate Ideas' }).click();
    await page.getByText('Niche is required').waitFor();
    await page.getByRole('radio', { name: 'Saved Niche' }).click();

    await chooseOption(page, 'Product Type', 'Online Course');
    await page.getByRole('button', { name: 'Generate Ideas' }).click();
    await expectToast(page, 'Product ideas generated!');
    const results = page.getByRole('article');
    await results.first().getByRole('button', { name: /^Save/ }).click();
    await expectToast(page, 'Idea saved!');
    const [idea] = await listSavedItems<SavedIdea>(page, 'ideas');
    expect(idea?.productType).toBe('course');
    const label = idea!.concept.length > 60 ? `${idea!.concept.slice(0, 60).trimEnd()}…` : idea!.concept;
    const savedList = page.getByRole('region', { name: 'Saved ideas' });
    await savedList.getByText(label).waitFor();

    await savedList.getByRole('link', { name: /^Edit/ }).click();
    await expectToast(page, 'Editing product idea');
    expect(await page.getByRole('radio', { name: 'Saved Niche' }).getAttribute('aria-checked')).toBe('true');
    await page.getByLabel('Niche', { exact: true }).getByText(NICHE.name).waitFor();
    await page.getByLabel('Product Type').getByText('Online Course').waitFor();
    await page.getByRole('radio', { name: 'Enter Manually' }).click();
    expect(await page.getByLabel('Niche', { exact: true }).inputValue()).toBe(NICHE.name);
    await page.getByLabel('Niche', { exact: true }).fill('sleep training for exhausted parents of toddlers');
    await page.getByRole('button', { name: 'Generate Ideas' }).click();
    await expectToast(page, 'Product ideas generated!');
    await results
      .first()
      .getByRole('button', { name: /^Update/ })
      .click();
    await expectToast(page, 'Idea updated!');
    await page.waitForURL((url) => url.search === '');
    const afterEdit = await listSavedItems<SavedIdea>(page, 'ideas');
    expect(afterEdit).toHaveLength(1);
    expect(afterEdit[0]?.id).toBe(idea!.id);
    expect(afterEdit[0]?.concept).toMatch(/sleep training/i);

    await savedList.getByRole('link', { name: /^Regenerate/ }).click();
    await expectToast(page, 'Regenerating similar to "');
    await page.getByRole('button', { name: 'Generate Ideas' }).click();
    await expectToast(page, 'Product ideas generated!');
    await results.nth(1).getByRole('button', { name: /^Save/ }).click();
    await expectToast(page, 'Idea saved!');
    // The first save's 'Idea saved!' may still be on screen, so the toast alone does not say this save has landed.
    await expect.poll(async () => (await listSavedItems<SavedIdea>(page, 'ideas')).length).toBe(2);
    const ideas = await listSavedItems<SavedIdea>(page, 'ideas');
    await expect.poll(() => savedList.getByRole('listitem').count()).toBe(2);

    await savedList
      .getByRole('link', { name: /^Generate Titles/ })
      .first()
      .click();
    await page.waitForURL(`**/dashboard/title-generator?ideaId=${ideas[0]!.id}`);
    await page.getByLabel('Product Idea', { exact: true }).click();
    for (const saved of ideas) {
      await page.getByRole('option', { name: saved.concept.slice(0, 40) }).waitFor();
    }
    await context.close();
  });

  it('title generator: requires a manual concept, copies, saves, edits and regenerates', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signUp(page, 'Tia Title');
    const idea = await callApi<SavedIdea>(page, 'POST', '/api/ideas', IDEA);

    await page.goto(`/dashboard/title-generator?ideaId=${idea.id}`);
    await page.getByLabel('Product Idea', { exact: true }).getByText('A 30-day meal prep system').waitFor();
    await page.getByRole('radio', { name: 'Enter Manually' }).click();
    await page.getByRole('button', { name: 'Generate Titles' }).click();
    await page.getByText('Product concept is required').waitFor();

    await page.getByRole('radio', { name: 'Saved Idea' }).click();
    await chooseOption(page, 'Tone', 'Friendly');
    await page.getByRole('button', { name: 'Generate Titles' }).click();
    await expectToast(page, 'Titles generated!');
    const rows = page.getByRole('region', { name: 'Titles', exact: true }).getByRole('listitem');
    const firstTitle = (await rows.first().locator('p').first().textContent())!;

    const copy = rows.first().getByRole('button', { name: /^Copy/ });
    await copy.click();
    await expectToast(page, 'Title copied!');
    await rows
      .first()
      .getByRole('button', { name: /^Copied/ })
      .waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(firstTitle);
    await rows
      .first()
      .getByRole('button', { name: /^Copy\b/ })
      .waitFor({ timeout: 3_000 });

    await rows.first().getByRole('button', { name: /^Save/ }).click();
    await expectToast(page, 'Title saved!');
    const savedList = page.getByRole('region', { name: 'Saved titles' });
    await savedList.getByText(firstTitle).waitFor();
    const [title] = await listSavedItems<SavedTitle>(page, 'titles');
    expect(title).toMatchObject({ title: firstTitle, tone: 'friendly' });

    await page.goto(`/dashboard/titles?edit=${title!.id}`);
    await page.waitForURL(`**/dashboard/title-generator?edit=${title!.id}`);
    await expectToast(page, 'Editing title - modify and regenerate');
    // The saved idea is chosen once the saved ideas are read, as the form settles.
    await expect.poll(() => page.getByRole('radio', { name: 'Saved Idea' }).getAttribute('aria-checked')).toBe('true');
    await page.getByLabel('Product Idea', { exact: true }).getByText('A 30-day meal prep system').waitFor();
    await page.getByLabel('Tone').getByText('Friendly').waitFor();
    await page.getByRole('radio', { name: 'Enter Manually' }).click();
    expect(await page.getByLabel('Product Concept').inputValue()).toBe(IDEA.concept);
    await page.getByLabel('Product Concept').fill('a bedtime routine guide for parents of toddlers');
    await chooseOption(page, 'Tone', 'Urgent');
    await page.getByRole('button', { name: 'Generate Titles' }).click();
    await expectToast(page, 'Titles generated!');
    const newTitle = (await rows.first().locator('p').first().textContent())!;
    await rows
      .first()
      .getByRole('button', { name: /^Update/ })
      .click();
    await expectToast(page, 'Title updated!');
    await page.waitForURL((url) => url.search === '');
    expect(await listSavedItems<SavedTitle>(page, 'titles')).toEqual([
      expect.objectContaining({ id: title!.id, title: newTitle, tone: 'urgent' }),
    ]);

    await savedList.getByRole('link', { name: /^Regenerate/ }).click();
    await expectToast(page, 'Regenerating similar titles');
    await page.getByRole('button', { name: 'Generate Titles' }).click();
    await expectToast(page, 'Titles generated!');
    await rows.nth(2).getByRole('button', { name: /^Save/ }).click();
    await expectToast(page, 'Title saved!');
    expect(await listSavedItems<SavedTitle>(page, 'titles')).toHaveLength(2);

    await savedList
      .getByRole('link', { name: /^Generate Content/ })
      .first()
      .click();
    await page.waitForURL('**/dashboard/content-generator?titleId=*');
    await page.getByLabel('Title', { exact: true }).click();
    await page.getByRole('option', { name: newTitle, exact: true }).waitFor();
    await context.close();
  });

  it('content generator: validates, warns, streams, stops, saves, downloads, edits and regenerates', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await signUp(page, 'Cole Content');
    const title = await callApi<SavedTitle>(page, 'POST', '/api/titles', {
      title: 'Prep Once, Eat All Week',
      tone: 'friendly',
    });
    await callApi<SavedIdea>(page, 'POST', '/api/ideas', IDEA);
    const existing = await callApi<SavedContent>(page, 'POST', '/api/content', {
      sectionName: 'Chapter 2: Setting Up',
      content: '# Chapter 2: Setting Up\n\nClear one shelf for prep containers.',
      contentType: 'howto',
    });

    await page.goto(`/dashboard/content-generator?titleId=${title.id}`);
    await page.getByLabel('Title', { exact: true }).getByText('Prep Once, Eat All Week').waitFor();
    expect(await page.getByLabel('Section Name').inputValue()).toBe('Chapter 1: Introduction');
    await page.getByLabel('Section Name').fill('');
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await page.getByText('Section name is required').waitFor();
    await page.getByText('Outline is required').waitFor();
    await page.getByRole('radio', { name: 'Enter Manually' }).click();
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByRole('radio', { name: 'Saved Title' }).click();

    await page.getByLabel('Section Name').fill('chapter 2: setting up');
    const date = format(parseISO(existing.createdAt), 'MMM d, yyyy');
    const warning = `You already have content for "Chapter 2: Setting Up" created on ${date}.`;
    await page.getByText(`${warning} Generating again will create a new version.`, { exact: true }).waitFor();
    await page.getByLabel('Section Name').fill('Chapter 3: Your First Sunday');
    await page.getByText('You already have content for').waitFor({ state: 'detached' });

    await chooseOption(page, 'Product Idea (optional)', IDEA.concept.slice(0, 50).trimEnd() + '…');
    await chooseOption(page, 'Content Type', 'How-To');
    await page
      .getByLabel('Outline')
      .fill('- Why prepping once a week works\n- Setting up your kitchen\n- Your first Sunday session');
    await page.getByRole('button', { name: 'Generate Content' }).click();
    const stop = page.getByRole('button', { name: 'Stop' });
    await stop.waitFor();
    const editor = page.getByRole('textbox', { name: 'Generated content' });
    await expect.poll(() => editor.inputValue(), { timeout: 10_000 }).toMatch(/\w+ \w+ \w+/);
    const partial = await editor.inputValue();
    expect(await stop.isVisible()).toBe(true);
    await expectToast(page, 'Content generated!');
    await stop.waitFor({ state: 'detached' });
    const full = await editor.inputValue();
    expect(full.length).toBeGreaterThan(partial.length);
    expect(full.startsWith(partial)).toBe(true);
    expect(full).toMatch(/Setting up your kitchen/i);

    await page.getByRole('button', { name: /^Save/ }).click();
    await expectToast(page, 'Content saved!');
    const savedList = page.getByRole('region', { name: 'Saved content' });
    await savedList.getByText('Chapter 3: Your First Sunday').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('chapter-3-your-first-sunday.md');
    await expectToast(page, 'Content downloaded!');

    const mine = (await listSavedItems<SavedContent>(page, 'content')).find((item) => item.id !== existing.id)!;
    expect(mine).toMatchObject({
      sectionName: 'Chapter 3: Your First Sunday',
      content: full.trim(),
      contentType: 'howto',
    });

    const mineInList = savedList.getByRole('listitem').filter({ hasText: 'Chapter 3' });
    await mineInList.getByRole('link', { name: /^Edit/ }).click();
    await expectToast(page, 'Editing content - modify and regenerate');
    await expect.poll(() => editor.inputValue()).toBe(mine.content);
    await editor.fill(`${mine.content}\n\nA closing note added by hand.`);
    await page.getByRole('button', { name: /^Update/ }).click();
    await expectToast(page, 'Content updated!');
    await page.waitForURL((url) => url.search === '');
    const afterEdit = await listSavedItems<SavedContent>(page, 'content');
    expect(afterEdit).toHaveLength(2);
    expect(afterEdit.find((item) => item.id === mine.id)?.content).toMatch(/A closing note added by hand\.$/);

    await mineInList.getByRole('link', { name: /^Regenerate/ }).click();
    await expectToast(page, 'Regenerating content');
    expect(await page.getByLabel('Outline').inputValue()).toMatch(/Setting up your kitchen/i);
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await stop.waitFor();
    await stop.click();
    await stop.waitFor({ state: 'detached' });
    await page.getByText(/^Stopped early/).waitFor();
    expect(await listSavedItems<SavedContent>(page, 'content')).toHaveLength(2);

    await page.getByRole('button', { name: 'Generate Content' }).click();
    await expectToast(page, 'Content generated!');
    await page.getByRole('button', { name: /^Save/ }).click();
    await expectToast(page, 'Content saved!');
    expect(await listSavedItems<SavedContent>(page, 'content')).toHaveLength(3);
    await context.close();
  });

  it("shows the server's failure messages, and its own text only when the server cannot be reached", async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await signUp(page, 'Fay Failure');
    await page.goto('/dashboard/title-generator');
    await page.getByRole('radio', { name: 'Enter Manually' }).click();
    await page.getByLabel('Product Concept').fill('a bedtime routine guide for parents of toddlers');

    const refusal = 'Generation limit reached: try again in a minute.';
    await page.route('**/api/generate-titles', (route) =>
      route.fulfill({ status: 429, json: { error: { code: 'RATE_LIMITED', message: refusal } } }),
    );
    await page.getByRole('button', { name: 'Generate Titles' }).click();
    await expectToast(page, refusal);

    await page.route('**/api/generate-titles', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Generate Titles' }).click();
    await expectToast(page, 'Cannot reach the server. Please check your connection and try again.');

    await page.unroute('**/api/generate-titles');
    await page.getByRole('button', { name: 'Generate Titles' }).click();
    await expectToast(page, 'Titles generated!');
    const rows = page.getByRole('region', { name: 'Titles', exact: true }).getByRole('listitem');
    await page.route('**/api/titles', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            json: {
              error: { code: 'BAD_REQUEST', message: 'Title must not contain control characters', field: 'title' },
            },
          })
        : route.fallback(),
    );
    await rows.first().getByRole('button', { name: /^Save/ }).click();
    await expectToast(page, 'Title must not contain control characters');
    expect(await listSavedItems<SavedTitle>(page, 'titles')).toEqual([]);
    await context.close();
  });

  it('says when the saved list could not be read, never that nothing is saved, and reads it again on Try again', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await signUp(page, 'Lou Load');
    await callApi(page, 'POST', '/api/titles', { title: 'Kept Safe', tone: 'casual' });
    const reads = await failReads(page, '**/api/titles?**');
    await page.goto('/dashboard/title-generator');
    const savedList = page.getByRole('region', { name: 'Saved titles' });
    const failed = savedList.getByRole('alert');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('Failed to load saved items');
    expect(await savedList.getByText('No saved titles yet').count()).toBe(0);

    reads.recover();
    await failed.getByRole('button', { name: 'Try again' }).click();
    await savedList.getByText('Kept Safe').waitFor();
    expect(await failed.count()).toBe(0);
    await context.close();
  });

  it('answers a missing item and the short paths of the original', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await signUp(page, 'Pat Paths');
    await page.goto('/dashboard/niches?edit=no-such-niche');
    await page.waitForURL('**/dashboard/niche-selector**');
    await expectToast(page, 'Niche not found');
    await page.waitForURL((url) => url.pathname === '/dashboard/niche-selector' && url.search === '');
    for (const [short, tool] of [
      ['/dashboard/ideas', '/dashboard/product-ideas'],
      ['/dashboard/content', '/dashboard/content-generator'],
    ]) {
      await page.goto(`${short}?regenerate=missing`);
      await page.waitForURL((url) => url.pathname === tool);
    }
    await context.close();
  });

  it('preselects a linked title older than the list reads, and says when a linked title is gone', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseUrl);
    await signUp(page, 'Lin Linked');
    const { id: userId } = await callApi<CurrentUser>(page, 'GET', '/api/me');
    const oldest = await createTitle(database.db, { userId, title: 'The Oldest Title of All', secondsAgo: 3600 });
    for (let i = 1; i <= PAGE_SIZE.max; i++) {
      await createTitle(database.db, { userId, title: `Newer Title ${i}`, secondsAgo: 60 - i / 10 });
    }

    await page.goto(`/dashboard/content-generator?titleId=${oldest.id}`);
    const titleSelect = page.getByLabel('Title', { exact: true });
    await titleSelect.getByText('The Oldest Title of All').waitFor();
    await chooseOption(page, 'Content Type', 'How-To');
    await page.getByLabel('Outline').fill('- Why the oldest ideas still sell');
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await expectToast(page, 'Content generated!');
    expect(await page.getByText('Please select a saved title').count()).toBe(0);

    await page.goto('/dashboard/content-generator?titleId=3f0c1d2e-4b5a-4c6d-8e7f-9a0b1c2d3e4f');
    await expectToast(page, 'Title not found');
    await titleSelect.getByText('Choose a saved title').waitFor();
    expect(consoleErrors.filter((line) => !line.includes('Title not found') && !line.includes('404'))).toEqual([]);
    await context.close();
  });

  it('works on a 390 px phone', async () => {
    const { page, context } = await openPage(browser, baseUrl, { width: 390, height: 844 });
    await signUp(page, 'Mo Tools');
    await page.goto('/dashboard/content-generator');
    await page.getByLabel('Title', { exact: true }).fill('Prep Once, Eat All Week');
    await page.getByLabel('Outline').fill('Shopping list; batch cooking; storing meals');
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await page.getByRole('button', { name: 'Stop' }).waitFor();
    await expectToast(page, 'Content generated!');
    await page.getByRole('button', { name: /^Save/ }).click();
    await expectToast(page, 'Content saved!');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await context.close();
  });
});
