import { seriousViolations } from './support/accessibility.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BookPlanResponse } from '../../src/shared/schemas/book-plan.js';
import type { ProjectSummary } from '../../src/shared/schemas/project-summary.js';
import type { ProjectDetail } from '../../src/shared/schemas/project.js';
import type { SavedNiche } from '../../src/shared/schemas/niche.js';
import { launchBrowser, openPage } from './support/browser.js';
import {
  callApi,
  chooseOption,
  expectToast,
  listSavedItems,
  signInThroughUi,
  signUpThroughUi,
  uniqueEmail,
} from './support/actions.js';
import { chooseFirstTitle, expectStep, firstChoice, generateNiches } from './support/wizard.js';

const PASSWORD = 'wizard-password';

/** The progress bar's steps, each as its label (without its number and what a screen reader hears) and its state. */
const wizardSteps = (page: Page) =>
  page
    .getByRole('list', { name: 'Wizard steps' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => {
        const label = (item.textContent ?? '').replace(/^\d+/, '').replace(/,.*$/, '');
        return `${label}:${item.getAttribute('data-state')}`;
      }),
    );

/** The book's title as its plan has it now. */
const bookTitle = async (page: Page, projectId: string) =>
  (await callApi<BookPlanResponse>(page, 'GET', `/api/projects/${projectId}/plan`)).plan.title;

async function projects(page: Page) {
  const { items } = await callApi<{ items: ProjectSummary[] }>(page, 'GET', '/api/projects');
  return items;
}

const project = (page: Page, id: string) => callApi<ProjectDetail>(page, 'GET', `/api/projects/${id}`);

/** Writes one section of the chosen type (and custom number) and saves it into the product. */
async function addSection(page: Page, sectionType: string, customNumber?: string) {
  await chooseOption(page, 'Section Type', sectionType);
  if (customNumber) await page.getByLabel('Custom Number').fill(customNumber);
  await page.getByRole('button', { name: 'Generate Content' }).click();
  await expectToast(page, 'Content generated!');
  await page.getByRole('button', { name: 'Save Section' }).dblclick();
  await expectToast(page, 'Section saved!');
}

/** The step the address names (`?step=`). */
const stepInAddress = (page: Page) => new URL(page.url()).searchParams.get('step');

describe.each(inject('servers'))('the Create wizard on $dialect', (server) => {
  const { baseUrl } = server;
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('builds a product from an empty account in six steps: 3 sections, a cover, one project, then Create Product starts afresh', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseUrl);
    await signUpThroughUi(page, { fullName: 'Wanda Wizard', email: uniqueEmail('wizard'), password: PASSWORD });
    await page
      .getByRole('link', { name: /Create New Product/ })
      .first()
      .click();
    await page.waitForURL('**/dashboard/create');
    await page.getByRole('heading', { name: 'Create New Product' }).waitFor();
    await expectStep(page, 1, 'Niche');
    expect(await wizardSteps(page)).toEqual([
      'Niche:current',
      'Idea:ahead',
      'Title:ahead',
      'Content:ahead',
      'Cover:ahead',
      'Review:ahead',
    ]);
    expect(await page.getByRole('progressbar', { name: 'Wizard progress' }).getAttribute('aria-valuetext')).toBe(
      'Step 1 of 6',
    );
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Forward' }).count()).toBe(0);

    // Step 1: every niche field is required; the wizard's request sends the budget as `budget`.
    await page.getByRole('button', { name: 'Generate Niches' }).click();
    await page.getByText('Interests are required').waitFor();
    await generateNiches(page, 'Busy PARENTS of toddlers 🍼');
    await firstChoice(page, 'Niche').dblclick();
    await expectToast(page, 'Niche saved!');
    await expectStep(page, 2, 'Idea');
    const niches = await listSavedItems<SavedNiche>(page, 'niches');
    expect(niches).toHaveLength(1);
    expect(niches[0]!.generationInput?.budgetRange).toBe('Low ($0–$500)');

    // The first completion made the draft project, named before any title is chosen.
    const [draft] = await projects(page);
    expect(draft?.title).toMatch(/^Draft Product - [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(draft?.status).toBe('draft');

    // Back on step 1, the niche chosen is shown, with the request it came from.
    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 1, 'Niche');
    await page.getByRole('region', { name: 'Chosen niche' }).getByText(niches[0]!.name).waitFor();
    expect(await page.getByLabel('Target Audience').inputValue()).toBe('Busy PARENTS of toddlers 🍼');
    await page.getByRole('button', { name: 'Forward' }).click();
    await expectStep(page, 2, 'Idea');

    // Step 2: the chosen niche fills the niche field.
    expect(await page.getByLabel('Niche', { exact: true }).inputValue()).toBe(niches[0]!.name);
    await page.getByRole('button', { name: 'Generate Ideas' }).click();
    await expectToast(page, 'Ideas generated!');
    await firstChoice(page, 'Idea').click();
    await expectToast(page, 'Idea saved!');
    await expectStep(page, 3, 'Title');

    // Step 3: the idea stands in for the product concept.
    await page.getByText('Product idea', { exact: true }).waitFor();
    const title = await chooseFirstTitle(page);
    await expectStep(page, 4, 'Content');
    await expect.poll(async () => (await projects(page))[0]?.title).toMatch(new RegExp(`^Draft - .+ - \\w{3} \\d`));
    expect((await projects(page))[0]?.title).toContain(title.slice(0, 20));

    // Step 4: no generating without a section type, no continuing without a section, custom numbers from 11.
    expect(await page.getByRole('button', { name: 'Generate Content' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Continue to Cover' }).click();
    await expectToast(page, 'Please add at least one content section');
    await addSection(page, 'Introduction');
    // The idea's modules are the book plan's chapters, offered by number and title.
    const { plan } = await callApi<BookPlanResponse>(page, 'GET', `/api/projects/${draft!.id}/plan`);
    const chapterOne = `Chapter 1: ${plan.chapters[0]!.title}`;
    await addSection(page, chapterOne);
    await chooseOption(page, 'Section Type', 'Custom chapter (11+)');
    await page.getByLabel('Custom Number').fill('7');
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await page.getByText('The chapter number must be at least 11').waitFor();
    await page.getByLabel('Custom Number').fill('twelve');
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await page.getByText('The chapter number must be a number').waitFor();
    await addSection(page, 'Custom chapter (11+)', '12');
    await expect
      .poll(() => page.getByTestId('wizard-section').allTextContents())
      .toEqual(['1Introduction', `2${chapterOne}`, '3Chapter 12']);
    await page.getByRole('button', { name: 'Continue to Cover' }).click();
    await expectToast(page, 'Progress auto-saved as draft');
    await expectStep(page, 5, 'Cover');

    // Step 5: Author Name is required.
    await page.getByRole('button', { name: 'Generate Cover' }).click();
    await page.getByText('Author Name is required').waitFor();
    await page.getByLabel('Author Name').fill('Wanda Wizard');
    await chooseOption(page, 'Design Style', 'Elegant');
    await page.getByRole('button', { name: 'Generate Cover' }).click();
    await expectToast(page, 'Cover image generated!');
    await page.getByRole('button', { name: /^Use This Cover/ }).click();
    await expectToast(page, 'Cover saved!');
    await expectStep(page, 6, 'Review');

    // Back and Forward move between reached steps only.
    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 5, 'Cover');
    await page.getByRole('button', { name: 'Forward' }).click();
    await expectStep(page, 6, 'Review');
    expect(await page.getByRole('button', { name: 'Forward' }).count()).toBe(0);

    // Step 6: the name starts as the book's title (the chosen one's, before its subtitle); an empty (or blank) name
    // keeps both buttons off.
    const name = page.getByLabel('Product Name');
    const planTitle = await bookTitle(page, draft!.id);
    expect(title.startsWith(planTitle)).toBe(true);
    await expect.poll(() => name.inputValue()).toBe(planTitle);
    expect(await seriousViolations(page, page.url())).toEqual([]);
    await name.fill('   ');
    expect(await page.getByRole('button', { name: 'Save as Draft' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save & Generate PDF Now' }).isDisabled()).toBe(true);
    await name.fill('  Meal Prep for Tiny Humans 🍲  ');
    await page.getByRole('button', { name: 'Save & Generate PDF Now' }).dblclick();

    // Finished: the product's page, its listing a tap away.
    await page.waitForURL(/\/dashboard\/project\/[0-9a-f-]{36}$/);
    await expectToast(page, 'Product created and PDF generated!');
    await page.getByRole('heading', { name: 'Meal Prep for Tiny Humans 🍲', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Listing' }).waitFor();
    await page.getByText('Chapter 12', { exact: false }).first().waitFor();

    const all = await projects(page);
    expect(all).toHaveLength(1);
    const made = await project(page, all[0]!.id);
    expect(page.url()).toContain(`/dashboard/project/${made.id}`);
    expect(made).toMatchObject({
      title: 'Meal Prep for Tiny Humans 🍲',
      status: 'ready',
      productType: 'ebook',
      nicheId: niches[0]!.id,
      wizardStep: 6,
      wizardMaxStep: 6,
      nameGenerated: true,
    });
    // Announced once the documents were made, which is what makes the product ready.
    expect(made.documentsStatus).toBe('completed');
    expect(made.productTitle?.title).toBe(title);
    expect(made.idea?.nicheId).toBe(niches[0]!.id);
    expect(made.cover?.style).toBe('elegant');
    expect(made.sections.map((section) => section.sectionName)).toEqual(['Introduction', chapterOne, 'Chapter 12']);
    // The name typed at the review is the book's title too.
    expect(await bookTitle(page, made.id)).toBe('Meal Prep for Tiny Humans 🍲');
    expect(await page.evaluate<string | null>("localStorage.getItem('productWizardDraft')")).toBeNull();

    // Create Product starts a new product: an empty first step, nothing resumed.
    await page.getByRole('link', { name: 'Create Product', exact: true }).click();
    await expectStep(page, 1, 'Niche');
    expect(await page.getByLabel('Target Audience').inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Forward' }).count()).toBe(0);
    expect(await page.locator('[data-sonner-toast]', { hasText: 'Resumed' }).count()).toBe(0);
    expect(consoleErrors.filter((message) => !message.includes('404'))).toEqual([]);
    await context.close();
  });

  it('skips, and resumes from the local copy and on another device; a foreign project is not found', async () => {
    const email = uniqueEmail('resume');
    const first = await openPage(browser, baseUrl, { width: 390, height: 844 });
    const { page } = first;
    await signUpThroughUi(page, { fullName: 'Remy Resume', email, password: PASSWORD });
    await page.goto('/dashboard/create');
    await expectStep(page, 1, 'Niche');
    await page.getByRole('button', { name: 'Skip This Step' }).click();
    await expectStep(page, 2, 'Idea');
    await page.getByRole('button', { name: 'Skip This Step' }).click();
    await expectStep(page, 3, 'Title');
    expect(await wizardSteps(page)).toEqual([
      'Niche:skipped',
      'Idea:skipped',
      'Title:current',
      'Content:ahead',
      'Cover:ahead',
      'Review:ahead',
    ]);
    const steps = page.getByRole('list', { name: 'Wizard steps' }).getByRole('listitem');
    await steps.first().getByText('Skipped', { exact: true }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Niche, skipped' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 2, 'Idea');
    await page.getByRole('button', { name: 'Forward' }).click();
    await expectStep(page, 3, 'Title');
    expect(await projects(page)).toEqual([]);

    // Without an idea the product concept is required.
    await page.getByRole('button', { name: 'Generate Titles' }).click();
    await page.getByText('Product concept is required').waitFor();
    await page.getByLabel('Product Concept').fill('A weekend SOURDOUGH course for total beginners 🍞');
    const title = await chooseFirstTitle(page);
    await expectStep(page, 4, 'Content');
    await addSection(page, 'Introduction');
    await expect.poll(async () => (await projects(page)).length).toBe(1);
    const [draft] = await projects(page);
    await expect.poll(async () => (await project(page, draft!.id)).sections.length).toBe(1);
    expect(await seriousViolations(page, page.url())).toEqual([]);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(
      0,
    );

    // The tab closes; a new one in the same browser resumes from the local copy.
    await page.close();
    const again = await first.context.newPage();
    await again.goto('/dashboard/create');
    await expectToast(again, 'Resumed your draft');
    await expectStep(again, 4, 'Content');
    await again.getByTestId('wizard-section').filter({ hasText: 'Introduction' }).waitFor();
    await again.getByRole('button', { name: 'Save & Exit' }).click();
    await expectToast(again, 'Progress saved! You can resume anytime.');
    await again.waitForURL('**/dashboard');
    await first.context.close();

    // Another device: only the project on the server, through the products page's Resume link.
    const other = await openPage(browser, baseUrl);
    await signInThroughUi(other.page, email, PASSWORD);
    await other.page.waitForURL('**/dashboard');
    await other.page.goto(`/dashboard/create?projectId=${draft!.id}`);
    // Named as the product is now, by its book's title, not the draft's placeholder name.
    expect(draft!.title).toMatch(/^Draft - /);
    await expectToast(other.page, `Resumed draft: ${await bookTitle(other.page, draft!.id)}`);
    await expectStep(other.page, 4, 'Content');
    await other.page.getByTestId('wizard-section').filter({ hasText: 'Introduction' }).waitFor();
    expect(await other.page.getByRole('button', { name: 'Forward' }).count()).toBe(0);
    await other.page.getByRole('button', { name: 'Continue to Cover' }).click();
    await expectToast(other.page, 'Progress auto-saved as draft');
    await expectStep(other.page, 5, 'Cover');
    await expect.poll(async () => (await project(other.page, draft!.id)).wizardStep).toBe(5);
    expect((await project(other.page, draft!.id)).productTitle?.title).toBe(title);
    await other.context.close();

    // Someone else's project, or none at all, is not found; the wizard starts afresh.
    const stranger = await openPage(browser, baseUrl);
    await signUpThroughUi(stranger.page, {
      fullName: 'Sam Stranger',
      email: uniqueEmail('stranger'),
      password: PASSWORD,
    });
    await stranger.page.goto(`/dashboard/create?projectId=${draft!.id}`);
    await expectToast(stranger.page, 'Draft project not found');
    await expectStep(stranger.page, 1, 'Niche');
    await stranger.page.waitForURL(/\/dashboard\/create\?step=1$/);
    await stranger.page.goto('/dashboard/create?projectId=not-a-project');
    await expectToast(stranger.page, 'Draft project not found');
    expect(await projects(stranger.page)).toEqual([]);
    await stranger.context.close();
  });
  it('keeps the name the creator gave on Resume and a title pick; steps are history; a reload keeps the unsaved section', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseUrl);
    await signUpThroughUi(page, { fullName: 'Fern Farmer', email: uniqueEmail('named'), password: PASSWORD });
    // A section named by a pasted link: one long word.
    const pasted = await callApi<{ id: string; content: string }>(page, 'POST', '/api/content', {
      sectionName: `Resources:${'https://market.example/stall-bread-'.repeat(5)}`,
      content: '# Resources\n\nWhere to buy flour in bulk.',
      contentType: 'informative',
    });
    const named = await callApi<ProjectDetail>(page, 'POST', '/api/projects', {
      title: 'Farmers Market Baker Guide',
      contentIds: [pasted.id],
    });

    // Resume from My Saved Content, at the title it lacks, and pick one: the name stays.
    await page.goto('/dashboard/products');
    await page.getByRole('link', { name: 'Resume Farmers Market Baker Guide' }).click();
    await expectToast(page, 'Resumed draft: Farmers Market Baker Guide');
    await expectStep(page, 3, 'Title');
    await expect.poll(() => stepInAddress(page)).toBe('3');
    await page.getByLabel('Product Concept').fill('A baking guide for weekend market stalls 🥖');
    const title = await chooseFirstTitle(page);
    await expectStep(page, 4, 'Content');
    await expect.poll(async () => (await project(page, named.id)).productTitle?.title).toBe(title);
    expect(await project(page, named.id)).toMatchObject({ title: 'Farmers Market Baker Guide', nameGenerated: false });
    // The long name wraps in the step's list of sections: the step, its plan and book stay within the screen.
    await page.getByTestId('wizard-section').filter({ hasText: 'Resources:' }).waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(1280);

    // The browser's Back and Forward move between the steps, and a reload stays on the step.
    await expect.poll(() => stepInAddress(page)).toBe('4');
    await page.goBack();
    await expectStep(page, 3, 'Title');
    await page.goForward();
    await expectStep(page, 4, 'Content');
    await page.reload();
    await expectStep(page, 4, 'Content');
    await expect.poll(() => stepInAddress(page)).toBe('4');
    expect(new URL(page.url()).searchParams.get('projectId')).toBe(named.id);

    // A section generated and edited but not saved is still there after a reload, and saves.
    await chooseOption(page, 'Section Type', 'Custom chapter (11+)');
    await page.getByLabel('Custom Number').fill('12');
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await expectToast(page, 'Content generated!');
    const edited = `${await page.getByLabel('Chapter 12').inputValue()}\n\nWritten by hand at the stall 🥐`;
    await page.getByLabel('Chapter 12').fill(edited);
    await page.reload();
    await expectStep(page, 4, 'Content');
    await expect.poll(() => page.getByLabel('Chapter 12').inputValue()).toBe(edited);
    expect(await page.getByLabel('Custom Number').inputValue()).toBe('12');
    await page.getByRole('button', { name: 'Save Section' }).click();
    await expectToast(page, 'Section saved!');
    await page.getByTestId('wizard-section').filter({ hasText: 'Chapter 12' }).waitFor();
    await expect
      .poll(async () => (await project(page, named.id)).sections.map((s) => s.content))
      .toEqual([pasted.content, edited]);
    await page.reload();
    await expectStep(page, 4, 'Content');
    expect(await page.getByLabel('Generated section').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 3, 'Title');
    await page.getByRole('button', { name: 'Forward' }).click();
    await expectStep(page, 4, 'Content');
    await page.getByRole('button', { name: 'Continue to Cover' }).click();
    await expectStep(page, 5, 'Cover');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
