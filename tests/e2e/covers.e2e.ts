import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SavedCover } from '../../src/shared/schemas/cover.js';
import type { SavedTitle } from '../../src/shared/schemas/title.js';
import { launchBrowser, openPage } from './support/browser.js';
import { callApi, chooseOption, expectToast, listSavedItems, signUpThroughUi, uniqueEmail } from './support/actions.js';

const TITLE = 'Prep Once: Eat All Week';

/** The user's saved covers, each read whole. */
const listCovers = (page: Page) => listSavedItems<SavedCover>(page, 'covers');

/** The cover image in the preview, once it has loaded. */
async function previewImage(page: Page) {
  const image = page.getByRole('img', { name: /^Cover:/ });
  await image.waitFor();
  await expect
    .poll(() => page.evaluate<number>(`document.querySelector('img[alt^="Cover:"]')?.naturalWidth ?? 0`))
    .toBe(1600);
  return image;
}

describe.each(inject('servers'))('the cover designer on $dialect', ({ baseUrl }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('generates, saves, downloads, edits and regenerates a cover; nobody else can fetch it', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseUrl);
    await signUpThroughUi(page, { fullName: 'Cora Cover', email: uniqueEmail('cover'), password: 'cover-password' });

    await page.goto('/dashboard/cover-generator');
    await page.getByText('Your cover will appear here').waitFor();
    await page.getByRole('button', { name: 'Generate Cover' }).click();
    await page.getByText('Product Title is required').waitFor();
    await page.getByText('Author Name is required').waitFor();

    await page.getByLabel('Product Title').fill(TITLE);
    await page.getByLabel('Author Name').fill('Cora Cover');
    await chooseOption(page, 'Design Style', 'Bold');
    await page.getByLabel('Color Scheme').fill('black and gold');
    await page.getByRole('button', { name: 'Generate Cover' }).click();
    await expectToast(page, 'Cover image generated!');
    await previewImage(page);

    await page.getByRole('button', { name: `Save: ${TITLE}` }).dblclick();
    await expectToast(page, 'Cover saved!');
    const [cover] = await listCovers(page);
    expect(await listCovers(page)).toHaveLength(1);
    expect(cover).toMatchObject({ style: 'bold', generationInput: { title: TITLE, authorName: 'Cora Cover' } });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Prep Once Eat All Week.png');
    const png = readFileSync(await download.path());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1600, 2400]);
    await expectToast(page, 'Cover downloaded!');

    await page.goto(`/dashboard/cover-generator?edit=${cover!.id}`);
    await expectToast(page, 'Editing cover - modify settings and regenerate');
    expect(await (await previewImage(page)).getAttribute('src')).toBe(cover!.imageUrl);
    await expect.poll(() => page.getByLabel('Product Title').inputValue()).toBe(TITLE);
    expect(await page.getByLabel('Color Scheme').inputValue()).toBe('black and gold');
    await chooseOption(page, 'Design Style', 'Elegant');
    await page.getByRole('button', { name: 'Update & Regenerate' }).click();
    await expectToast(page, 'Cover image generated!');
    await previewImage(page);
    await page.getByRole('button', { name: `Update: ${TITLE}` }).click();
    await expectToast(page, 'Cover updated!');
    await page.waitForURL((url) => !url.search.includes('edit='));
    const [updated] = await listCovers(page);
    expect(updated).toMatchObject({ id: cover!.id, style: 'elegant' });
    expect(updated!.imageUrl).not.toBe(cover!.imageUrl);

    await page.goto(`/dashboard/cover-generator?regenerate=${cover!.id}`);
    await expectToast(page, 'Regenerating cover with same settings');
    await page.getByRole('button', { name: 'Regenerate Cover' }).click();
    await expectToast(page, 'Cover image generated!');
    await previewImage(page);
    await page.getByRole('button', { name: `Save: ${TITLE}` }).click();
    await expectToast(page, 'Cover saved!');
    expect(await listCovers(page)).toHaveLength(2);

    await page.goto(`/dashboard/cover-generator?projectId=${crypto.randomUUID()}&currentCoverId=${cover!.id}`);
    await expectToast(page, 'Regenerating cover with same settings');
    await expect.poll(() => page.getByLabel('Product Title').inputValue()).toBe(TITLE);
    await page.getByRole('button', { name: 'Generate Cover' }).click();
    await expectToast(page, 'Cover image generated!');
    await page.getByRole('button', { name: `Save: ${TITLE}` }).click();
    await expectToast(page, 'Project not found');
    expect(await listCovers(page)).toHaveLength(2);

    const stranger = await openPage(browser, baseUrl);
    await signUpThroughUi(stranger.page, { fullName: 'Sly', email: uniqueEmail('sly'), password: 'sly-password' });
    expect((await stranger.page.request.get(updated!.imageUrl)).status()).toBe(404);
    expect((await page.request.get(updated!.imageUrl)).status()).toBe(200);
    await stranger.context.close();

    // Only the refused save of the unknown project is logged.
    expect(consoleErrors.filter((line) => !/Project not found|status of 400/.test(line))).toEqual([]);
    await context.close();
  });

  it("says under the preview what the cover was drawn without, and 'Failed to load cover data' for a wrong id", async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseUrl, { width: 390, height: 844 });
    await signUpThroughUi(page, { fullName: 'Wren Water', email: uniqueEmail('notes'), password: 'notes-password' });
    await page.goto('/dashboard/cover-generator');
    await page.getByLabel('Product Title').fill('Slow Mornings: A Gentle Plan');
    await page.getByLabel('Author Name').fill('Wren Water');
    await page.getByLabel('Color Scheme').fill('soft watercolor blues and sage green');
    await page.getByRole('button', { name: 'Generate Cover' }).click();
    await expectToast(page, 'Cover image generated!');
    await previewImage(page);
    await page.getByRole('note').getByText('Drawn without “watercolor”', { exact: false }).waitFor();

    await page.goto(`/dashboard/cover-generator?edit=${crypto.randomUUID()}`);
    await expectToast(page, 'Failed to load cover data');
    await page.waitForURL((url) => !url.search.includes('edit='));
    expect(await page.getByText('Cover not found').count()).toBe(0);
    expect(consoleErrors.filter((line) => !/status of 404/.test(line))).toEqual([]);
    await context.close();
  });

  it('preselects a saved title from ?titleId in saved mode', async () => {
    const { page, context } = await openPage(browser, baseUrl, { width: 390, height: 844 });
    await signUpThroughUi(page, { fullName: 'Tia Title', email: uniqueEmail('titled'), password: 'title-password' });
    const title = await callApi<SavedTitle>(page, 'POST', '/api/titles', {
      title: 'The Sunday Reset',
      tone: 'friendly',
    });
    await page.goto(`/dashboard/cover-generator?titleId=${title.id}`);
    await expect.poll(() => page.getByLabel('Saved Title').textContent()).toContain('The Sunday Reset');
    await page.getByLabel('Author Name').fill('Tia Title');
    await page.getByRole('button', { name: 'Generate Cover' }).click();
    await expectToast(page, 'Cover image generated!');
    await previewImage(page);
    await context.close();
  });
});
