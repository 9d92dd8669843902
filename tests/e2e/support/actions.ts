import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, vi } from 'vitest';
import type { Page } from 'playwright-core';

let counter = 0;
/** An address no other test uses, on any server. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${++counter}@e2e.test`;

/**
 * Answers the page's requests matching `pattern` as the server does when its database fails mid-read, until
 * `recover()` lets them through again.
 */
export async function failReads(page: Page, pattern: string) {
  let failing = true;
  await page.route(pattern, (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Failed to load saved items' } }),
        })
      : route.continue(),
  );
  return {
    recover: () => {
      failing = false;
    },
  };
}

/** Signs up through the form and lands on the dashboard. */
export async function signUpThroughUi(page: Page, fields: { fullName: string; email: string; password: string }) {
  await submitSignUp(page, fields);
  await page.waitForURL('**/dashboard');
}

/** Fills the sign-up form and submits it, wherever it leads. */
export async function submitSignUp(page: Page, fields: { fullName: string; email: string; password: string }) {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(fields.fullName);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Password', { exact: true }).fill(fields.password);
  await page.getByLabel('Confirm Password').fill(fields.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The toast with this exact text becomes visible. */
export async function expectToast(page: Page, text: string) {
  await page.locator('[data-sonner-toast]', { hasText: text }).first().waitFor({ state: 'visible' });
}

/** Kinds of links our e-mails carry, as they appear in a saved message. */
export const MAILED_LINKS = {
  resetPassword: /(http:\/\/localhost:\d+\/reset-password\?token=[\w-]+)/,
  confirmAddress: /(http:\/\/localhost:\d+\/api\/auth\/verify-email\?[^\s"<]+)/,
};

/** The link of the newest saved e-mail to `email` that carries one (mail is written just after the answer). */
export function readMailedLink(dataDir: string, email: string, link: RegExp): Promise<string> {
  const mailDir = path.join(dataDir, 'mail');
  const slug = email.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return vi.waitFor(
    () => {
      const files = existsSync(mailDir) ? readdirSync(mailDir).filter((file) => file.endsWith(`${slug}.eml`)) : [];
      const links = files
        .sort()
        .map((file) =>
          link.exec(
            readFileSync(path.join(mailDir, file), 'utf8')
              .replace(/=\r?\n/g, '')
              .replace(/=3D/g, '='),
          ),
        )
        .filter((match) => match !== null);
      expect(links, `no e-mail to ${email} with a link like ${link}`).not.toEqual([]);
      return links.at(-1)![1]!;
    },
    { timeout: 5_000, interval: 100 },
  );
}

/** Clicks an option of the select labelled `label` (a button that opens a listbox); the app may ask before taking it. */
export async function clickOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Picks an option of the select labelled `label`, and waits until the select shows it: a choice that did not hold
 * fails here, at the select, rather than at whatever needed it next.
 */
export async function chooseOption(page: Page, label: string, option: string) {
  await clickOption(page, label, option);
  await expect
    .poll(() => page.getByLabel(label, { exact: true }).textContent(), { message: `${label} shows ${option}` })
    .toBe(option);
}

/** A same-origin JSON call with the page's session, as the app itself makes it; fails the test on an error answer. */
export async function callApi<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    data: body,
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.ok(), `${method} ${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The user's saved items of a kind, newest first, each read whole by id (lists answer summaries). */
export async function listSavedItems<T>(page: Page, kind: string): Promise<T[]> {
  const { items } = await callApi<{ items: Array<{ id: string }> }>(page, 'GET', `/api/${kind}`);
  return Promise.all(items.map((item) => callApi<T>(page, 'GET', `/api/${kind}/${item.id}`)));
}
