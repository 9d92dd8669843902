import type { Page } from 'playwright-core';

/**
 * Presses a key while an item of a list reordered by dragging is lifted, and presses it once more if the move is not
 * announced within five seconds, as a person would. On a loaded CI machine the first arrow after a lift once went
 * unanswered for 30 seconds, with the item lifted and its own place announced; the cause was not found, so what the
 * live regions say then is logged.
 */
export async function pressUntilAnnounced(page: Page, key: string, announcement: string) {
  const announced = page.getByText(announcement);
  for (let attempt = 1; ; attempt += 1) {
    await page.keyboard.press(key);
    try {
      await announced.waitFor({ state: 'attached', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 2) throw error;
      const said = await page.locator('[aria-live]').allTextContents();
      console.warn(`${key} was not announced as '${announcement}'; the live regions said ${JSON.stringify(said)}`);
    }
  }
}
