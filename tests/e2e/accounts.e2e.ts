import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  expectToast,
  MAILED_LINKS,
  readMailedLink,
  signInThroughUi,
  signUpThroughUi,
  submitSignUp,
  uniqueEmail,
} from './support/actions.js';
import { startServer } from './support/server.js';

describe.each(inject('servers'))('accounts on $dialect', ({ baseUrl, dataDir }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('leads from the landing page to sign-up', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto('/');
    for (const claim of ['Minutes', '24/7', 'Unlimited']) {
      await page.getByText(claim, { exact: true }).first().waitFor();
    }
    await page.getByRole('link', { name: 'Start Production Now' }).click();
    await page.waitForURL('**/signup');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();

    await page.goto('/');
    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('shows the validation messages of sign-up and creates nothing', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Val Idation');
    await page.getByLabel('Email').fill(uniqueEmail('validation'));
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm Password').fill('54321');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await page.getByText('Passwords do not match').waitFor();
    expect(page.url()).toMatch(/\/signup$/);
    await context.close();
  });

  it('signs up, signs out, refuses a wrong password and signs back in', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    const email = uniqueEmail('cycle');
    await signUpThroughUi(page, { fullName: 'Rosa Parks', email, password: 'first-password' });
    await expectToast(page, 'Account created! Welcome!');
    await page.getByRole('heading', { name: /Welcome, Rosa/ }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: /Welcome, Rosa/ }).waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await page.waitForURL(`${baseUrl}/`);

    await signInThroughUi(page, email, 'wrong-password');
    await expectToast(page, 'Invalid email or password');
    expect(page.url()).toMatch(/\/login$/);

    await signInThroughUi(page, email, 'first-password');
    await page.waitForURL('**/dashboard');
    await expectToast(page, 'Welcome back!');

    await page.goto('/login');
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('resets a forgotten password through the saved e-mail, lands on the dashboard signed in, and ends older sessions', async () => {
    const before = await openPage(browser, baseUrl);
    const email = uniqueEmail('forgot');
    await signUpThroughUi(before.page, { fullName: 'Forgetful Fred', email, password: 'old-password' });
    await before.page.getByRole('heading', { name: /Welcome, Forgetful/ }).waitFor();

    const { page, context } = await openPage(browser, baseUrl);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectToast(page, 'Password reset email sent!');
    await page.getByText(email).waitFor();

    await page.goto(await readMailedLink(dataDir, email, MAILED_LINKS.resetPassword));
    await page.getByLabel('New Password').fill('brand-new-password');
    await page.getByLabel('Confirm Password').fill('brand-new-password');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Password updated successfully!');
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: /Welcome, Forgetful/ }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: /Welcome, Forgetful/ }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/dashboard`);

    await before.page.goto('/dashboard');
    await before.page.waitForURL('**/login');
    await before.context.close();

    await context.clearCookies();
    await signInThroughUi(page, email, 'old-password');
    await expectToast(page, 'Invalid email or password');
    await signInThroughUi(page, email, 'brand-new-password');
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('sends an anonymous visitor to /login from any signed-in route', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    for (const route of ['/dashboard', '/admin', '/admin/users', '/dashboard/products']) {
      await page.goto(route);
      await page.waitForURL('**/login');
    }
    await context.close();
  });

  it('signing out in one tab signs the other tab out too', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await signUpThroughUi(page, { fullName: 'Two Tabs', email: uniqueEmail('tabs'), password: 'tabs-password' });
    const second = await context.newPage();
    await second.goto('/dashboard');
    await second.getByRole('heading', { name: /Welcome, Two/ }).waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await second.waitForURL('**/login');
    await context.close();
  });
});

describe('accounts with address confirmation (REQUIRE_EMAIL_VERIFICATION=true)', () => {
  it('asks a new user to confirm their address, then opens their dashboard from the e-mailed link', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'infoforge-e2e-verify-'));
    const server = await startServer({
      dialect: 'sqlite',
      dataDir,
      adminEmails: '',
      env: { REQUIRE_EMAIL_VERIFICATION: 'true' },
    });
    const browser = await launchBrowser();
    try {
      const { page, context } = await openPage(browser, server.baseUrl);
      const email = uniqueEmail('confirm');
      await submitSignUp(page, { fullName: 'Careful Carla', email, password: 'secret-password' });
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      await page.getByText(email).waitFor();
      expect(page.url()).toMatch(/\/signup$/);

      await signInThroughUi(page, email, 'secret-password');
      await expectToast(page, 'Email not verified');

      await page.goto(await readMailedLink(dataDir, email, MAILED_LINKS.confirmAddress));
      await page.waitForURL(`${server.baseUrl}/dashboard`);
      await page.getByRole('heading', { name: /Welcome, Careful/ }).waitFor();
      await context.close();
    } finally {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
