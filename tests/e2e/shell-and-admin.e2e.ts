import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatBytes } from '../../src/shared/format-bytes.js';
import { PAGE_SIZE } from '../../src/shared/limits.js';
import { COVER_PNG } from '../support/book-fixtures.js';
import { launchBrowser, openPage } from './support/browser.js';
import { expectToast, signUpThroughUi, uniqueEmail } from './support/actions.js';
import { signUpOver } from './support/http-client.js';

const root = path.resolve(import.meta.dirname, '../..');
const ADMIN_EMAIL = 'admin@e2e.test';

describe.each(inject('servers'))('dashboard shell and admin on $dialect', ({ baseUrl, dataDir, databaseUrl }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the dashboard of a new user: counters, tools and no projects yet', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await signUpThroughUi(page, { fullName: 'Dana Dashboard', email: uniqueEmail('dash'), password: 'dash-password' });
    const figures = page.getByRole('region', { name: 'Production figures' });
    for (const label of ['Total Projects', 'PDFs Ready', 'Components Available']) {
      await figures.getByText(label).waitFor();
    }
    await page.getByText('No projects yet').waitFor();
    await page.getByRole('link', { name: 'Start Your First Project' }).waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await sidebar.getByRole('link').allTextContents()).toEqual([
      'Dashboard',
      'Create Product',
      'My Products',
      'Assemble Product',
    ]);
    await page.getByRole('button', { name: /Advanced Tools/ }).click();
    await page.getByRole('link', { name: /Niche/ }).first().waitFor();
    const main = page.getByRole('main');
    // Beside Create New Product, and last among the stations.
    expect(await main.getByRole('link', { name: /Assemble Product/ }).count()).toBe(2);
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await main.getByRole('link', { name: 'Assemble Product', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Assemble Product' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/assemble');
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseUrl);
    await signUpThroughUi(page, { fullName: 'Lost Lou', email: uniqueEmail('lost'), password: 'lost-password' });
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    expect(consoleErrors.some((line) => line.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);

    await page.reload();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: /Welcome/ }).waitFor();
    await context.close();
  });

  it('shows an anonymous visitor the 404 page on an unknown path, and the login page on a signed-in one', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no-such-page');
    for (const signedInPath of ['/dashboard', '/dashboard/no-such-tool', '/admin/users']) {
      await page.goto(signedInPath);
      await page.waitForURL('**/login');
    }
    await context.close();
  });

  it('denies a non-admin the admin pages', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await signUpThroughUi(page, { fullName: 'Nora Nonadmin', email: uniqueEmail('nonadmin'), password: 'nonadmin-pw' });
    await page.goto('/admin');
    await expectToast(page, 'Access denied. Admin privileges required.');
    await page.waitForURL('**/dashboard');
    await page.goto('/admin/users');
    await expectToast(page, 'Access denied');
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('shows an admin the counts and the users, searchable by name and read a page at a time', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    // One user more than a page holds, under a name no other test gives.
    const paged = `Paged ${randomUUID().slice(0, 8)}`;
    for (let index = 1; index <= PAGE_SIZE.default + 1; index++) await signUpOver(baseUrl, `${paged} ${index}`);
    await signUpThroughUi(page, {
      fullName: 'Someone Searchable',
      email: uniqueEmail('searchable'),
      password: 'pw-123456',
    });
    await context.clearCookies();
    await signUpThroughUi(page, { fullName: 'Ada Admin', email: ADMIN_EMAIL, password: 'admin-password' });

    // The admin saves one cover: its bytes are theirs on the users list, and part of the stored total.
    const saved = await page.request.post('/api/covers', {
      data: { imageUrl: `data:image/png;base64,${Buffer.from(COVER_PNG).toString('base64')}`, style: 'modern' },
      headers: { origin: baseUrl },
    });
    expect(saved.status()).toBe(201);

    await page.getByRole('link', { name: 'Admin' }).first().click();
    await page.waitForURL('**/admin');
    const figures = page.getByRole('region', { name: 'System figures' });
    for (const label of ['Total Users', 'Total Projects', 'Active Users']) await figures.getByText(label).waitFor();
    await figures
      .getByRole('group', { name: 'Stored Files' })
      .getByText(/^\d+(\.\d)? (B|KB|MB|GB)$/)
      .waitFor();

    await page.getByRole('link', { name: 'Manage Users' }).click();
    await page.waitForURL('**/admin/users');
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.getByRole('cell', { name: 'Ada Admin' }).waitFor();
    await page.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    const adminRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Ada Admin' }) });
    await adminRow.getByRole('cell', { name: formatBytes(COVER_PNG.byteLength), exact: true }).waitFor();
    await page.getByRole('columnheader', { name: 'Storage' }).waitFor();

    const searchBox = page
      .getByRole('searchbox')
      .or(page.getByPlaceholder(/search/i))
      .first();
    await searchBox.fill('searchable');
    await page.getByRole('cell', { name: 'Someone Searchable' }).waitFor();
    await page.getByRole('cell', { name: 'Ada Admin' }).waitFor({ state: 'detached' });

    await searchBox.fill(paged);
    const pagedRows = page.getByRole('cell', { name: new RegExp(`^${paged} \\d+$`) });
    await expect.poll(() => pagedRows.count()).toBe(PAGE_SIZE.default);
    await page.getByText(`${PAGE_SIZE.default} users shown`).waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => pagedRows.count()).toBe(PAGE_SIZE.default + 1);
    await page.getByText(`${PAGE_SIZE.default + 1} users`, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await context.close();
  });

  it('grants admin with npm run user:admin', async () => {
    const email = uniqueEmail('promoted');
    const { page, context } = await openPage(browser, baseUrl);
    await signUpThroughUi(page, { fullName: 'Pat Promoted', email, password: 'promoted-pw' });
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    await promisify(execFile)('node_modules/.bin/tsx', ['scripts/user-admin.ts', email], {
      cwd: root,
      env: {
        ...process.env,
        BASE_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        LOG_LEVEL: 'silent',
      },
    });
    // The pages learn of the role when the session is next resolved, within about 5 seconds (docs/decisions/0005).
    await expect
      .poll(
        async () => {
          await page.reload();
          // The greeting names the user once the page has their session (the first paint is prerendered).
          await page.getByRole('heading', { name: 'Welcome, Pat Promoted' }).waitFor();
          return page.getByRole('link', { name: 'Admin' }).count();
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Admin' }).first().click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await context.close();
  });

  it('shows the bottom tab bar with More on a 390 px phone', async () => {
    const { page, context } = await openPage(browser, baseUrl, { width: 390, height: 844 });
    await signUpThroughUi(page, { fullName: 'Mo Bile', email: uniqueEmail('mobile'), password: 'mobile-pw' });
    const tabBar = page.getByRole('navigation', { name: 'Mobile navigation' });
    await tabBar.waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    await tabBar.getByRole('button', { name: 'More' }).click();
    const more = page.getByRole('dialog');
    await more.getByRole('button', { name: 'Sign Out' }).waitFor();
    await more.getByRole('link', { name: 'Assemble Product' }).click();
    await page.getByRole('heading', { name: 'Assemble Product' }).waitFor();
    await expect.poll(() => more.count()).toBe(0);
    await context.close();
  });
});
