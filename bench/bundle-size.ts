import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage } from '../tests/e2e/support/browser.js';
import { startServer } from '../tests/e2e/support/server.js';

export const LANDING_BUDGET_KB = 150;

interface Loaded {
  js: number;
  css: number;
  files: number;
}

/** Records every script and stylesheet the page fetches until the network is idle, gzipped as served. */
async function measure(page: Page, navigate: () => Promise<unknown>): Promise<Loaded> {
  const bodies: Promise<{ type: 'js' | 'css'; gz: number }>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(
      response
        .body()
        .then((body) => ({ type: type === 'script' ? 'js' : 'css', gz: gzipSync(body, { level: 9 }).length })),
    );
  };
  page.on('response', onResponse);
  await navigate();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const loaded = await Promise.all(bodies);
  return {
    js: loaded.filter((l) => l.type === 'js').reduce((sum, l) => sum + l.gz, 0),
    css: loaded.filter((l) => l.type === 'css').reduce((sum, l) => sum + l.gz, 0),
    files: loaded.length,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function benchBundleSize(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'infoforge-bench-'));
  const server = await startServer({ dialect: 'sqlite', dataDir, adminEmails: '' });
  const browser = await launchBrowser().catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  try {
    const { page } = await openPage(browser, server.baseUrl);
    const landing = await measure(page, () => page.goto('/'));

    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Bench User');
    await page.getByLabel('Email').fill('bench@example.com');
    await page.getByLabel('Password', { exact: true }).fill('bench-password');
    await page.getByLabel('Confirm Password').fill('bench-password');
    await page.getByRole('button', { name: /create account/i }).click();
    await page.waitForURL('**/dashboard');

    const { page: fresh } = await openPage(browser, server.baseUrl);
    await fresh.context().addCookies(await page.context().cookies());
    const dashboard = await measure(fresh, () => fresh.goto('/dashboard'));

    console.log('\nBundle size (gzip -9 of what the browser fetched, cold cache)');
    console.log('page        JS KB   CSS KB   total KB   files');
    for (const [name, m] of [
      ['landing', landing],
      ['dashboard', dashboard],
    ] as const) {
      console.log(
        `${name.padEnd(10)} ${kb(m.js).padStart(6)}  ${kb(m.css).padStart(7)}  ${kb(m.js + m.css).padStart(9)}  ${String(m.files).padStart(6)}`,
      );
    }
    const landingKb = (landing.js + landing.css) / 1024;
    console.log(
      `landing budget ${LANDING_BUDGET_KB} KB: ${landingKb <= LANDING_BUDGET_KB ? 'within' : 'OVER'} (${landingKb.toFixed(1)} KB)`,
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
