import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { launchBrowser, openPage } from '../tests/e2e/support/browser.js';
import { startServer } from '../tests/e2e/support/server.js';

/** What the landing page needs to paint and run (page, styles, scripts, fonts), over the wire. */
export const LANDING_BUDGET_KB = 150;
/** The scripts and styles a signed-in user's first dashboard load brings, over the wire. */
export const DASHBOARD_BUDGET_KB = 250;

const KINDS = ['html', 'css', 'js', 'font', 'api', 'prefetch'] as const;
type Kind = (typeof KINDS)[number];

function kindOf(response: Response): Kind | undefined {
  switch (response.request().resourceType()) {
    case 'document':
      return 'html';
    case 'stylesheet':
      return 'css';
    case 'script':
      return 'js';
    case 'font':
      return 'font';
    case 'fetch':
    case 'xhr':
      return 'api';
    case 'other':
      return 'prefetch';
    default:
      return undefined;
  }
}

type Transferred = Record<Kind, number> & { files: number; encodings: Set<string> };

/**
 * Records the body bytes Chromium received for every response until the network is idle (cold cache): the
 * compressed size when the server compressed, since the browser sends its usual Accept-Encoding.
 */
async function measure(page: Page, navigate: () => Promise<unknown>): Promise<Transferred> {
  const sizes: Promise<{ kind: Kind; bytes: number; encoding: string }>[] = [];
  const onResponse = (response: Response) => {
    const kind = kindOf(response);
    if (!kind) return;
    const encoding = response.headers()['content-encoding'] ?? 'identity';
    sizes.push(
      response
        .finished()
        .then(() => response.request().sizes())
        .then(({ responseBodySize }) => ({ kind, bytes: responseBodySize, encoding })),
    );
  };
  page.on('response', onResponse);
  await navigate();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const transferred: Transferred = {
    html: 0,
    css: 0,
    js: 0,
    font: 0,
    api: 0,
    prefetch: 0,
    files: 0,
    encodings: new Set(),
  };
  for (const { kind, bytes, encoding } of await Promise.all(sizes)) {
    transferred[kind] += bytes;
    transferred.files += 1;
    if (kind !== 'font') transferred.encodings.add(encoding);
  }
  return transferred;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const neededToRender = (t: Transferred) => t.html + t.css + t.js + t.font;

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

    console.log('\nBytes transferred to Chromium (its own Accept-Encoding, cold cache), KB');
    console.log(`page       ${KINDS.map((kind) => kind.padStart(9)).join('')}     total  files  encodings`);
    for (const [name, t] of [
      ['landing', landing],
      ['dashboard', dashboard],
    ] as const) {
      const total = KINDS.reduce((sum, kind) => sum + t[kind], 0);
      console.log(
        `${name.padEnd(10)} ${KINDS.map((kind) => kb(t[kind]).padStart(9)).join('')}  ${kb(total).padStart(8)}  ${String(t.files).padStart(5)}  ${[...t.encodings].join(', ')}`,
      );
    }
    const landingKb = neededToRender(landing) / 1024;
    console.log(
      `landing budget ${LANDING_BUDGET_KB} KB (html + css + js + fonts; idle prefetches apart): ${landingKb <= LANDING_BUDGET_KB ? 'within' : 'OVER'} (${landingKb.toFixed(1)} KB)`,
    );
    const dashboardKb = (dashboard.js + dashboard.css) / 1024;
    console.log(
      `dashboard budget ${DASHBOARD_BUDGET_KB} KB (js + css): ${dashboardKb <= DASHBOARD_BUDGET_KB ? 'within' : 'OVER'} (${dashboardKb.toFixed(1)} KB)`,
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
