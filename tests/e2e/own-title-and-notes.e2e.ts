import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProjectDetail } from '../../src/shared/schemas/project.js';
import type { SavedTitle } from '../../src/shared/schemas/title.js';
import { launchBrowser, openPage } from './support/browser.js';
import { callApi, expectToast, listSavedItems, signUpThroughUi, uniqueEmail } from './support/actions.js';

interface Saved {
  id: string;
}

const SECTION_WITH_NOTE = [
  '# Slow Mornings',
  '',
  'Wake before the house does.',
  '',
  ':::note',
  'Your notes (for you as the author):',
  '',
  '- [ ] Add your own morning routine',
  ':::',
  '',
  'Then rest.',
].join('\n');

const savedTitles = async (page: Page) =>
  (await listSavedItems<SavedTitle>(page, 'titles')).map((title) => title.title);

/** The "Use your own title" form. */
const ownTitle = (page: Page) => page.getByRole('form', { name: 'Use your own title' });

describe.each(inject('servers'))('own titles and author notes on $dialect', ({ baseUrl }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  async function signedIn(name: string) {
    const opened = await openPage(browser, baseUrl);
    await signUpThroughUi(opened.page, { fullName: name, email: uniqueEmail('own-title'), password: 'pw-own-title' });
    return opened;
  }

  it('the Title tool saves a typed title and subtitle as "Title: Subtitle", refuses bad input and edits it', async () => {
    const { page, context, consoleErrors } = await signedIn('Tess Typed');
    await page.goto('/dashboard/title-generator');
    const form = ownTitle(page);
    await form.waitFor();

    await form.getByRole('button', { name: 'Save Title' }).click();
    await form.getByText('Title is required').waitFor();
    await form.getByLabel('Title', { exact: true }).fill('Slow Mornings');
    await form.getByLabel('Subtitle (optional)').fill('🌅✨');
    await form.getByRole('button', { name: 'Save Title' }).click();
    await form.getByText('Subtitle must contain words, not only emoji or symbols').waitFor();
    await form.getByLabel('Subtitle (optional)').fill('b'.repeat(190));
    await form.getByRole('button', { name: 'Save Title' }).click();
    await form.getByText('Title must be at most 200 characters').waitFor();
    expect(await savedTitles(page)).toEqual([]);

    await form.getByLabel('Subtitle (optional)').fill('A Gentle Plan for Busy Parents');
    await form.getByRole('button', { name: 'Save Title' }).click();
    await expectToast(page, 'Title saved!');
    await page
      .getByRole('region', { name: 'Saved titles' })
      .getByText('Slow Mornings: A Gentle Plan for Busy Parents', { exact: true })
      .waitFor();
    expect(await savedTitles(page)).toEqual(['Slow Mornings: A Gentle Plan for Busy Parents']);
    expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe('');

    // Editing a saved title starts from its text, split at its first ': ', and replaces it.
    await page.getByRole('link', { name: 'Edit Slow Mornings: A Gentle Plan for Busy Parents' }).click();
    await expect.poll(() => form.getByLabel('Title', { exact: true }).inputValue()).toBe('Slow Mornings');
    expect(await form.getByLabel('Subtitle (optional)').inputValue()).toBe('A Gentle Plan for Busy Parents');
    await form.getByLabel('Subtitle (optional)').fill('');
    await form.getByRole('button', { name: 'Update Title' }).click();
    await expectToast(page, 'Title updated!');
    await expect.poll(() => savedTitles(page)).toEqual(['Slow Mornings']);
    await form.getByRole('button', { name: 'Save Title' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the wizard uses a typed title as its chosen title and moves on to the content step', async () => {
    const { page, context, consoleErrors } = await signedIn('Will Wizard');
    await page.goto('/dashboard/create');
    await page.getByRole('button', { name: 'Skip This Step' }).click();
    await page.getByRole('button', { name: 'Skip This Step' }).click();
    await page.getByText(/^Step 3 of 6: Title/).waitFor();

    const form = ownTitle(page);
    await form.getByLabel('Title', { exact: true }).fill('Mind: Body');
    await form.getByLabel('Subtitle (optional)').fill('A Quiet Guide');
    await form.getByRole('button', { name: 'Use This Title' }).click();
    await expectToast(page, 'Title saved!');
    await page.getByText(/^Step 4 of 6: Content/).waitFor();

    const { items } = await callApi<{ items: Saved[] }>(page, 'GET', '/api/projects');
    const draft = await callApi<ProjectDetail>(page, 'GET', `/api/projects/${items[0]!.id}`);
    expect(draft.productTitle?.title).toBe('Mind: Body: A Quiet Guide');
    expect(draft.title).toMatch(/^Draft - Mind: Body: A Quiet Guide - /);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows author notes as notes in the section dialog and the previews, and the raw syntax in the editors', async () => {
    const { page, context, consoleErrors } = await signedIn('Nora Notes');
    const title = await callApi<Saved>(page, 'POST', '/api/titles', { title: 'Slow Mornings', tone: 'friendly' });
    const cover = await callApi<Saved>(page, 'POST', '/api/covers', {
      imageUrl: (
        await callApi<{ imageUrl: string }>(page, 'POST', '/api/generate-cover-image', {
          title: 'Slow Mornings',
          authorName: 'Nora Notes',
        })
      ).imageUrl,
      style: 'modern',
    });
    const section = await callApi<Saved>(page, 'POST', '/api/content', {
      sectionName: 'Chapter 1: Slow Mornings',
      content: SECTION_WITH_NOTE,
      contentType: 'markdown',
    });
    const project = await callApi<ProjectDetail>(page, 'POST', '/api/projects', {
      title: 'Slow Mornings',
      productType: 'ebook',
      titleId: title.id,
      coverId: cover.id,
      contentIds: [section.id],
    });

    await page.goto(`/dashboard/project/${project.id}`);
    await page.getByRole('button', { name: /^1\. Chapter 1: Slow Mornings/ }).click();
    const details = page.getByRole('dialog');
    const note = details.getByRole('complementary', { name: 'Author note' });
    await note.getByText('Author note', { exact: true }).waitFor();
    await note.getByText('Add your own morning routine').waitFor();
    expect(await details.getByText('Then rest.').isVisible()).toBe(true);
    expect(await details.textContent()).not.toContain(':::');

    await details.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Section' });
    expect(await edit.getByLabel('Content', { exact: true }).inputValue()).toContain(':::note\n');
    await edit.getByRole('tab', { name: 'Preview' }).click();
    const preview = edit.getByRole('tabpanel', { name: 'Preview' });
    await preview
      .getByRole('complementary', { name: 'Author note' })
      .getByText('Add your own morning routine')
      .waitFor();
    expect(await preview.textContent()).not.toContain(':::');

    // The Content tool's editor keeps the raw syntax; its preview draws the note.
    await page.goto(`/dashboard/content-generator?edit=${section.id}`);
    const editor = page.getByRole('textbox', { name: 'Generated content' });
    await expect.poll(() => editor.inputValue()).toContain(':::note\n');
    await page.getByRole('tab', { name: 'Preview' }).click();
    const toolPreview = page.getByRole('tabpanel', { name: 'Preview' });
    await toolPreview.getByRole('complementary', { name: 'Author note' }).getByText('Your notes').waitFor();
    expect(await toolPreview.textContent()).not.toContain(':::');
    await page.getByRole('tab', { name: 'Write' }).click();
    expect(await editor.inputValue()).toBe(SECTION_WITH_NOTE);

    // The section's card in My Saved Content reads the note without its markers.
    await page.goto('/dashboard/products?tab=content');
    const card = page.getByLabel('Content: Chapter 1: Slow Mornings', { exact: true });
    await card.getByText(/Wake before the house does/).waitFor();
    expect(await card.textContent()).not.toContain(':::');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
