import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';
import { callApi, signUpThroughUi, uniqueEmail } from './support/actions.js';

/** Markdown that would run code if the content view rendered it as HTML or kept its link as written. */
const HOSTILE_MARKDOWN = [
  '# Chapter 6: Hostile <script>window.__pwned = "heading"; alert("heading")</script>',
  '',
  'Plain words first. <script>window.__pwned = "script"; alert("script")</script>',
  '',
  "<img src=x onerror=\"window.__pwned = 'img'; alert('img')\">",
  '',
  '[Claim your bonus](javascript:window.__pwned=%22link%22;alert(%22link%22))',
  '',
  '<a href="javascript:alert(\'raw\')">raw anchor</a> <iframe src="javascript:alert(\'frame\')"></iframe>',
  '',
  '![pixel](javascript:alert("image"))',
].join('\n');

describe.each(inject('servers'))('content shown in the UI on $dialect', ({ baseUrl }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows hostile markdown only as inert text: no script, handler or javascript: link runs or reaches the DOM', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseUrl);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signUpThroughUi(page, { fullName: 'Mallory Markdown', email: uniqueEmail('xss'), password: 'xss-password' });
    await callApi(page, 'POST', '/api/content', {
      sectionName: 'Chapter 6: Hostile Input',
      content: HOSTILE_MARKDOWN,
      contentType: 'educational',
    });

    /**
     * What on the page could run code now or later: an inline handler, a `javascript:` link or source, a script
     * carrying the payload, a frame. With none in the page, nothing of the markdown can run, whenever one looks.
     */
    const dangerousElements = () =>
      page.evaluate<string[]>(`
        [...document.querySelectorAll('[href], [src], [onerror], [onclick], script, iframe')]
          .filter((element) =>
            element.tagName === 'IFRAME' ||
            element.hasAttribute('onerror') ||
            element.hasAttribute('onclick') ||
            /^\\s*javascript:/i.test(element.getAttribute('href') ?? element.getAttribute('src') ?? '') ||
            (element.tagName === 'SCRIPT' && element.textContent.includes('__pwned')))
          .map((element) => element.outerHTML)
      `);

    // Everywhere the UI shows saved content: the card's excerpt, the detail dialog, and the editor it leads to.
    await page.goto('/dashboard/products?tab=content');
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Chapter 6: Hostile Input' });
    await card.getByText(/Plain words first\./).waitFor();
    expect(await dangerousElements()).toEqual([]);
    await page.getByRole('button', { name: 'View Chapter 6: Hostile Input', exact: true }).click();
    const view = page.getByRole('dialog');
    await view.getByText('Educational', { exact: true }).waitFor();
    // The section's text, drawn whole as markdown once its renderer has loaded.
    await view.getByText('Claim your bonus').waitFor();
    expect(await dangerousElements()).toEqual([]);
    await view
      .getByRole('link', { name: 'Edit' })
      .or(view.getByRole('button', { name: 'Edit' }))
      .click();
    await page.waitForURL('**/dashboard/content-generator?edit=*');
    const editor = page.getByRole('textbox', { name: 'Generated content', exact: true });
    await expect.poll(() => editor.inputValue()).toBe(HOSTILE_MARKDOWN);
    expect(await dangerousElements()).toEqual([]);

    expect(dialogs).toEqual([]);
    expect(await page.evaluate<string>('typeof window.__pwned')).toBe('undefined');
    // Nothing even tried: a blocked inline script or handler would leave a CSP report in the console.
    expect(consoleErrors).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/dashboard/content-generator');
    await context.close();
  });
});
