import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits for the page's finite animations and transitions to end (a toast fading in or moving behind another is
 * measured at its final colours, not halfway); endless ones, like a spinner, are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  // A string, as this file is compiled without the DOM's types.
  await page.evaluate(`Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  )`);
}

async function blockingViolations(page: Page, label: string): Promise<string[]> {
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${label}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}`),
    );
}

/**
 * The serious and critical axe violations of the page once it is at rest, one line per rule and element. A toast that
 * starts to fade out while axe reads the page is measured halfway; so a page with violations is read once more after
 * its animations end, and only what is still there is reported.
 */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const first = await blockingViolations(page, label);
  return first.length === 0 ? first : blockingViolations(page, label);
}
