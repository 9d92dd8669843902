import type { Page } from 'playwright-core';
import { chooseOption, expectToast } from './actions.js';

/** Waits for the Create wizard to show step `step` of six, named `label`. */
export async function expectStep(page: Page, step: number, label: string) {
  await page.getByText(new RegExp(`^Step ${step} of 6: ${label}`)).waitFor();
}

/** Fills the niche step for `audience` (meal prep interests, a low budget) and generates its niches. */
export async function generateNiches(page: Page, audience: string) {
  await page.getByLabel('Target Audience').fill(audience);
  await page.getByLabel('Interests').fill('meal prep, batch cooking');
  await chooseOption(page, 'Budget Range', 'Low ($0–$500)');
  await page.getByRole('button', { name: 'Generate Niches' }).click();
  await expectToast(page, 'Niches generated!');
}

/** The first of the generated niches' or ideas' choose buttons ('Choose Niche', 'Choose Idea'). */
export const firstChoice = (page: Page, kind: 'Niche' | 'Idea') =>
  page.getByRole('button', { name: new RegExp(`^Choose ${kind}`) }).first();

/** Generates titles and uses the first: its text. */
export async function chooseFirstTitle(page: Page) {
  await page.getByRole('button', { name: 'Generate Titles' }).click();
  await expectToast(page, 'Titles generated!');
  const first = page.getByRole('region', { name: 'Generated titles' }).getByRole('article').first();
  const title = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('button', { name: /^Use This Title/ }).click();
  await expectToast(page, 'Title saved!');
  return title;
}
