import { mkdirSync, readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BookPlanResponse } from '../../src/shared/schemas/book-plan.js';
import type { ProjectDetail } from '../../src/shared/schemas/project.js';
import { seriousViolations } from './support/accessibility.js';
import { launchBrowser, openPage } from './support/browser.js';
import { callApi, chooseOption, expectToast, signUpThroughUi, uniqueEmail } from './support/actions.js';
import { chooseFirstTitle, expectStep, firstChoice, generateNiches } from './support/wizard.js';
import { pdfPages } from '../support/document-tools.js';
import { readFormFields } from '../support/read-form-fields.js';

const SHOTS = '/tmp/shots-course';
/** How long writing the three-module course and making its files may take on a busy machine. */
const COURSE_MS = 90_000;

/** An Online Course made from an idea of three modules and a chosen title. */
async function seedCourse(page: Page, name: string) {
  const idea = await callApi<{ id: string }>(page, 'POST', '/api/ideas', {
    concept: 'A four-week meal prep course for busy parents',
    targetAudience: 'Parents who cook after work',
    sellingPoints: ['One hour a week'],
    modules: ['Module 1: Plan the Week', 'Module 2: Shop Once', 'Module 3: Cook in an Hour'],
    productType: 'course',
  });
  const title = await callApi<{ id: string }>(page, 'POST', '/api/titles', { title: 'Prep Once', tone: 'friendly' });
  return callApi<ProjectDetail>(page, 'POST', '/api/projects', {
    title: name,
    productType: 'course',
    ideaId: idea.id,
    titleId: title.id,
    contentIds: [],
  });
}

describe.each(inject('servers'))('a course plan, its run and its kit on $dialect', (server) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(() => browser.close());
  // The pages are the subject, not the database: once, on SQLite.
  const onSqlite = it.runIf(server.dialect === 'sqlite');

  onSqlite.each([
    { width: 1280, height: 800, name: 'desktop' },
    { width: 390, height: 844, name: 'mobile' },
  ])(
    'makes an Online Course in the Create wizard: its plan drafted and written in the content step, its workbook and kit on its page ($width px)',
    async ({ name, ...viewport }) => {
      const { page, context, consoleErrors } = await openPage(browser, server.baseUrl, viewport);
      await signUpThroughUi(page, { fullName: 'Ana Course', email: uniqueEmail('course'), password: 'pw-course' });
      await page.goto('/dashboard/create');
      await expectStep(page, 1, 'Niche');
      await generateNiches(page, 'Parents who cook after work');
      await firstChoice(page, 'Niche').click();
      await expectStep(page, 2, 'Idea');

      await chooseOption(page, 'Product Type', 'Online Course');
      await page.getByRole('button', { name: 'Generate Ideas' }).click();
      await expectToast(page, 'Ideas generated!');
      await firstChoice(page, 'Idea').click();
      await expectStep(page, 3, 'Title');
      await chooseFirstTitle(page);
      await expectStep(page, 4, 'Content');

      // The content step offers the whole course: its plan's modules are the idea's, drafted here with lessons.
      await page.getByRole('tab', { name: 'Write the whole course' }).click();
      await page.getByRole('heading', { name: 'Course Plan' }).waitFor();
      const modules = await page.getByTestId('plan-chapter').count();
      expect(modules).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Lessons and quiz: 0 lessons, 0 questions' }).first().click();
      await page.getByRole('button', { name: 'Draft Lessons and Quiz' }).first().click();
      await expectToast(page, 'Drafted by the built-in writer');
      await page.getByRole('button', { name: 'Save Plan' }).click();
      await expectToast(page, 'Course plan saved!');
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SHOTS}/wizard-plan-${name}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Write the course', exact: true }).click();
      await page.getByText(/^Course written: \d+ parts, [\d,]+ words$/).waitFor({ timeout: COURSE_MS });
      await page.screenshot({ path: `${SHOTS}/wizard-written-${name}.png`, fullPage: true });
      expect(await seriousViolations(page, `wizard course ${name}`)).toEqual([]);
      await expect.poll(() => page.getByTestId('wizard-section').count()).toBe(modules + 2);
      await page.getByRole('button', { name: 'Continue to Cover' }).click();

      await expectStep(page, 5, 'Cover');
      await page.getByLabel('Author Name').fill('Ana Course');
      await page.getByRole('button', { name: 'Generate Cover' }).click();
      await expectToast(page, 'Cover image generated!');
      await page.getByRole('button', { name: /^Use This Cover/ }).click();
      await expectStep(page, 6, 'Review');
      await page.getByLabel('Product Name').fill(`Calm Kitchen Course ${name}`);
      await page.getByRole('button', { name: 'Save & Generate PDF Now' }).click();

      // Its page: the course's kit from the plan and the lessons as written, and its PDF the course workbook.
      await page.waitForURL(/\/dashboard\/project\/[0-9a-f-]{36}$/);
      await expectToast(page, 'Product created and PDF generated!');
      const kit = page.getByTestId('course-kit');
      await kit.getByText(/lessons? written, with about \d+ minutes? of video\./).waitFor();
      await page.getByRole('link', { name: 'Course kit' }).click();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SHOTS}/wizard-kit-${name}.png` });
      const [decks] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Slide decks (PowerPoint)' }).click(),
      ]);
      const deckNames = Object.keys(unzipSync(readFileSync(await decks.path())));
      // A deck for every module: the run drafted the lessons of those the plan left without; the cover's fonts beside.
      const pptx = deckNames.filter((deck) => !deck.startsWith('Fonts/'));
      expect(pptx).toHaveLength(modules);
      for (const deck of pptx) expect(deck).toMatch(/^\d\d .+\.pptx$/);
      expect(deckNames).toContain('Fonts/README.txt');
      await page.getByText('PDF Ready', { exact: true }).waitFor();
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download PDF' }).click(),
      ]);
      const workbook = pdfPages(readFileSync(await pdf.path())).join('\n');
      expect(workbook).toContain('Module 1 Worksheet');
      expect(workbook).toContain('Check Yourself');
      expect(workbook).not.toContain('Video Script');
      // The learner's workbook asks each quiz; the answer key, a file of its own, answers it.
      const [answerKey] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download Answer Key' }).click(),
      ]);
      expect(answerKey.suggestedFilename()).toMatch(/ \(Answer Key\)\.pdf$/);
      const key = pdfPages(readFileSync(await answerKey.path())).join('\n');
      expect(key).toContain('Module 1 Worksheet');
      expect(key).not.toContain('Your answer:');
      // Beside it, the same workbook to type into: a field for each box, answer line and cell of its worksheets.
      const fillableLink = page.getByRole('link', { name: 'Download Fillable PDF' });
      await fillableLink.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/wizard-files-${name}.png` });
      const [fillable] = await Promise.all([page.waitForEvent('download'), fillableLink.click()]);
      expect(fillable.suggestedFilename()).toMatch(/ \(Fillable\)\.pdf$/);
      const fields = await readFormFields(readFileSync(await fillable.path()));
      expect(fields.map((field) => field.name)).toContain('Module 1 Worksheet · Answer 1');
      // A quiz question's choices are one field: the link counts fields, pdf.js reads each choice's button.
      const named = new Set(fields.map((field) => field.name)).size;
      expect(named).toBeLessThan(fields.length);
      expect(await fillableLink.getAttribute('title')).toBe(
        `The PDF with ${named} fields a buyer can type into or tick`,
      );
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
    COURSE_MS * 2,
  );

  it.each([
    { width: 1280, height: 800, name: 'desktop' },
    { width: 390, height: 844, name: 'mobile' },
  ])(
    'plans a lesson and two questions in a module, drafts another, saves them, downloads the quiz bank for Moodle, writes the course and downloads its lesson pages ($width px)',
    async ({ name, ...viewport }) => {
      const { page, context, consoleErrors } = await openPage(browser, server.baseUrl, viewport);
      await signUpThroughUi(page, { fullName: 'Ana Course', email: uniqueEmail('course'), password: 'pw-course' });
      const project = await seedCourse(page, `Prep Once ${name}`);
      await page.goto(`/dashboard/project/${project.id}`);
      await page.getByRole('heading', { name: 'Course Plan' }).waitFor();
      await expect.poll(() => page.getByLabel('Course Title').inputValue()).toBe('Prep Once');
      expect(await page.getByTestId('plan-chapter').count()).toBe(3);
      // Without lessons or questions, the kit says what to add rather than offering empty files.
      const addLessons = 'Add lessons to a module in the Course Plan and save it, or write the course: it drafts them.';
      await page.getByText(addLessons).first().waitFor();
      expect(await page.getByText(addLessons).count()).toBe(2);
      expect(
        await page
          .getByText(
            "Add questions to a module's quiz in the Course Plan and save it, or write the course: it drafts them.",
          )
          .count(),
      ).toBe(3);

      await page.getByRole('button', { name: 'Lessons and quiz: 0 lessons, 0 questions' }).first().click();
      await page.getByRole('button', { name: 'Add Lesson' }).first().click();
      await page.getByLabel('Lesson title').fill('Why a weekly plan works');
      await page.getByLabel('Objective').fill('Explain what a plan saves');
      await page.getByLabel('Key points (one a line)').fill('Fewer trips\nLess waste');

      await page.getByRole('button', { name: 'Add Question' }).first().click();
      await page.getByLabel('Question', { exact: true }).fill('What comes first?');
      await page.getByLabel('Choice 1', { exact: true }).fill('Shopping');
      await page.getByLabel('Choice 2', { exact: true }).fill('The plan');
      await page.getByRole('button', { name: 'Add Choice' }).click();
      await page.getByLabel('Choice 3', { exact: true }).fill('Cooking');
      await page.getByLabel('Choice 2 is the right answer').check();
      await page.getByRole('button', { name: 'Add Question' }).first().click();
      await page.getByLabel('Question 2 type').selectOption('true-false');
      await page.getByLabel('Statement').fill('A plan needs a shopping day.');
      await page.getByLabel('False', { exact: true }).check();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SHOTS}/module-${name}.png` });

      // A question left without its text is refused next to it, and nothing is saved.
      await page.getByRole('button', { name: 'Add Question' }).first().click();
      await page.getByRole('button', { name: 'Save Plan' }).click();
      await page.getByText('Question is required').waitFor();
      await page.getByRole('button', { name: 'Remove question 3 of module 1' }).click();

      // The second module drafted by the built-in writer, said to be a template, and kept in the form until saved.
      await page.getByRole('button', { name: 'Lessons and quiz: 0 lessons, 0 questions' }).first().click();
      await page.getByRole('button', { name: 'Draft Lessons and Quiz' }).first().click();
      await expectToast(page, 'Drafted by the built-in writer');
      await page.getByRole('button', { name: 'Lessons and quiz: 3 lessons, 3 questions' }).waitFor();

      await page.getByRole('button', { name: 'Save Plan' }).click();
      await expectToast(page, 'Course plan saved!');
      const saved = await callApi<BookPlanResponse>(page, 'GET', `/api/projects/${project.id}/plan`);
      expect(saved.plan.chapters[0]).toMatchObject({
        title: 'Plan the Week',
        lessons: [
          {
            title: 'Why a weekly plan works',
            objective: 'Explain what a plan saves',
            keyPoints: ['Fewer trips', 'Less waste'],
          },
        ],
        quiz: [
          {
            kind: 'multiple-choice',
            question: 'What comes first?',
            choices: ['Shopping', 'The plan', 'Cooking'],
            answer: 1,
          },
          { kind: 'true-false', question: 'A plan needs a shopping day.', answer: false },
        ],
      });
      expect(saved.plan.chapters[1]!.lessons!.map((lesson) => lesson.title)).toEqual([
        'Shop Once: what it is for',
        'Shop Once: step by step',
        'Shop Once: in your own case',
      ]);

      await page.getByRole('link', { name: 'Course for an LMS (SCORM 1.2)' }).waitFor();
      await page.getByRole('link', { name: 'Slide decks (PowerPoint)' }).waitFor();
      const gift = page.getByRole('link', { name: 'Quiz bank for Moodle (GIFT)' });
      await gift.waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), gift.click()]);
      expect(download.suggestedFilename()).toBe('Prep Once (Quiz Bank, Moodle GIFT).txt');
      const text = readFileSync(await download.path(), 'utf8');
      expect(text).toContain('::Module 1, question 1::What comes first? {\n\t~Shopping\n\t=The plan\n\t~Cooking\n}');
      expect(text).toContain('::Module 1, question 2::A plan needs a shopping day. {\n\tFALSE\n}');
      expect(text).toContain('$CATEGORY: $course$/top/Prep Once/Module 2: Shop Once');
      expect(await seriousViolations(page, `course plan ${name}`)).toEqual([]);

      await page.reload();
      await page.getByRole('button', { name: 'Lessons and quiz: 1 lesson, 2 questions' }).waitFor();
      // Nothing written yet: the lesson pages wait for the course to be written.
      await page.getByText('Written by “Write the course”, below the plan.').waitFor();

      // The course written in one run: each module as its lessons, each with a video script; the third module's
      // lessons and quiz, which its plan left empty, drafted by the run first.
      const limits = page.getByText('Up to 100 modules; each lesson about 400–800 words, at most 1,200.');
      await limits.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/run-start-${name}.png` });
      await page.getByRole('button', { name: 'Write the course', exact: true }).click();
      await page.getByText(/^Course written: 5 parts, [\d,]+ words$/).waitFor({ timeout: COURSE_MS });
      await page.getByRole('heading', { name: 'Parts of the course' }).waitFor();
      await page.getByText(/^Course written: /).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/run-${name}.png` });
      const kit = page.getByTestId('course-kit');
      await kit.getByText('Why a weekly plan works').waitFor();
      await kit.getByText(/; 7 lessons written, with about \d+ minutes? of video\./).waitFor();
      expect(await kit.getByText('Template text').count()).toBe(3);
      expect(await kit.getByText(/^\d+ min video$/).count()).toBe(7);
      expect(await kit.getByText('Written without lessons.').count()).toBe(0);
      // The plan on screen follows: the third module shows the lessons and quiz the run drafted, as the second does.
      await expect
        .poll(() => page.getByRole('button', { name: 'Lessons and quiz: 3 lessons, 3 questions' }).count())
        .toBe(2);
      await page.getByRole('link', { name: 'Course kit' }).click();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SHOTS}/kit-${name}.png` });

      const pages = page.getByRole('link', { name: 'Lesson pages (Markdown and HTML)' });
      const [lessons] = await Promise.all([page.waitForEvent('download'), pages.click()]);
      expect(lessons.suggestedFilename()).toBe('Prep Once (Lesson Pages).zip');
      const entries = Object.keys(unzipSync(readFileSync(await lessons.path())));
      expect(entries).toEqual(
        expect.arrayContaining([
          'README.txt',
          '01 Plan the Week/01 Why a weekly plan works.md',
          '01 Plan the Week/01 Why a weekly plan works.html',
          '01 Plan the Week/Video scripts.md',
          '02 Shop Once/03 Shop Once in your own case.html',
          '03 Cook in an Hour/01 Cook in an Hour what it is for.md',
        ]),
      );
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
    COURSE_MS * 2,
  );
});
