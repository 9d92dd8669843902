import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { paths } from '../../src/client/lib/paths.js';
import type { CurrentUser } from '../../src/shared/schemas/me.js';
import { seriousViolations } from './support/accessibility.js';
import { launchBrowser, openPage } from './support/browser.js';
import { callApi, signUpThroughUi, uniqueEmail } from './support/actions.js';
import { openServerDatabase } from './support/database.js';

/** Opens a route and waits until the page has settled: its main heading shown and no request pending. */
async function visit(page: Page, route: string) {
  await page.goto(route);
  await page.getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe.each(inject('servers'))('accessibility of every route on $dialect', (server) => {
  let browser: Browser;
  const database = openServerDatabase(server);
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await database.close();
  });

  it('has no serious or critical axe violations on the public pages', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    const found: string[] = [];
    for (const route of [
      paths.home.pattern,
      paths.login.pattern,
      paths.signup.pattern,
      paths.forgotPassword.pattern,
      `${paths.resetPassword.pattern}?token=not-a-real-token`,
      '/no-such-page',
    ]) {
      await visit(page, route);
      found.push(...(await seriousViolations(page, route)));
    }
    expect(found).toEqual([]);
    await context.close();
  }, 120_000);

  it('has no serious or critical axe violations on the dashboard, its tools, products, assemble and admin', async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    await signUpThroughUi(page, { fullName: 'Axel Access', email: uniqueEmail('a11y'), password: 'a11y-password' });
    const me = await callApi<CurrentUser>(page, 'GET', '/api/me');
    await database.db
      .insertInto('user_roles')
      .values({ id: randomUUID(), user_id: me.id, role: 'admin', created_at: new Date().toISOString() })
      .execute();
    const niche = await callApi<{ id: string }>(page, 'POST', '/api/niches', {
      name: 'Sourdough baking for busy beginners',
      marketSize: 'Large',
      competitionLevel: 'Medium',
      profitPotential: 'High',
      demographics: { age: '25-45', income: '$50k-$90k', painPoints: ['No time'] },
    });
    const title = await callApi<{ id: string }>(page, 'POST', '/api/titles', {
      title: 'Crumb & Crust 🍞',
      tone: 'friendly',
    });
    const content = await callApi<{ id: string }>(page, 'POST', '/api/content', {
      sectionName: 'Chapter 1: Your First Starter',
      content: `# Chapter 1\n\n${'Feed the starter daily. '.repeat(40)}\n\n- Flour\n- Water`,
      contentType: 'educational',
    });
    const project = await callApi<{ id: string }>(page, 'POST', '/api/projects', {
      title: 'The Sourdough Starter Book',
      nicheId: niche.id,
      titleId: title.id,
      contentIds: [content.id],
    });

    // A role granted outside the app reaches the pages when the session is next resolved, within seconds.
    await expect
      .poll(async () => (await callApi<CurrentUser>(page, 'GET', '/api/me')).isAdmin, { timeout: 10_000 })
      .toBe(true);

    const found: string[] = [];
    for (const route of [
      paths.dashboard.pattern,
      paths.createProject.pattern,
      paths.savedContent.pattern,
      `${paths.savedContent.pattern}?tab=content`,
      paths.assemble.pattern,
      paths.project.href(project.id),
      paths.nicheSelector.pattern,
      paths.productIdeas.pattern,
      paths.titleGenerator.pattern,
      paths.contentGenerator.pattern,
      paths.coverGenerator.pattern,
      paths.admin.pattern,
      paths.adminUsers.pattern,
    ]) {
      await visit(page, route);
      found.push(...(await seriousViolations(page, route)));
    }
    await visit(page, `${paths.savedContent.pattern}?tab=content`);
    await page.getByRole('button', { name: 'View Chapter 1: Your First Starter', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await seriousViolations(page, 'content detail dialog')));

    await page.setViewportSize({ width: 390, height: 844 });
    for (const route of [paths.dashboard.pattern, paths.savedContent.pattern]) {
      await visit(page, route);
      found.push(...(await seriousViolations(page, `${route} at 390 px`)));
    }
    expect(found).toEqual([]);
    await context.close();
  }, 180_000);
});
