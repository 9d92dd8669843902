import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { unzipSync } from 'fflate';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../../../../../tests/e2e/support/browser.js';
import { BOOK_PLAN_LIMITS, COURSE_PLAN_LIMITS } from '../../../../../shared/limits.js';
import type { BookPlan } from '../../../../../shared/schemas/book-plan.js';
import type { QuizQuestion } from '../../../../../shared/schemas/course-plan.js';
import type { CourseKitSource } from '../course-kit-files.js';
import { LAUNCH_PAGE, writeScormPackage } from './write-scorm-package.js';
import { TEMPLATE_PAGE_LINE } from '../template-labels.js';

/** scorm-again, an independent SCORM 1.2 runtime, as an LMS loads it in its own page around the course's frame. */
const RUNTIME = readFileSync(createRequire(import.meta.url).resolve('scorm-again/scorm12'), 'utf8');
const HOST = `<!DOCTYPE html><html><head><script>${RUNTIME}</script>
<script>window.API = new Scorm12API({ logLevel: 5, autocommit: false });</script></head>
<body><iframe id="sco" src="/sco/${LAUNCH_PAGE}" style="width:1000px;height:700px"></iframe></body></html>`;

const QUIZ: QuizQuestion[] = [
  {
    kind: 'multiple-choice',
    question: 'What comes first?',
    choices: ['Shop', 'Plan', 'Cook'],
    answer: 1,
    explanation: 'Plan first.',
  },
  { kind: 'true-false', question: 'A plan needs a shopping day.', answer: true, explanation: '' },
  { kind: 'short-answer', question: 'Where does rice wait?', acceptedAnswers: ['Pantry'], explanation: '' },
];

const COURSE: BookPlan = {
  title: 'Prep Once </script><b>',
  subtitle: 'A Calm Kitchen Course',
  authorName: 'Ana Núñez',
  isbn: '',
  description: '',
  finalAssignment: 'Plan, shop and cook one week.',
  chapters: [
    {
      title: 'Plan the Week',
      goal: 'Write a plan for five dinners.',
      lessons: [
        { title: 'Why plan', objective: 'Explain what a plan saves.', keyPoints: ['Fewer trips', 'Less waste'] },
        { title: 'Your first plan', objective: 'Write a plan for five dinners.', keyPoints: [] },
      ],
      quiz: QUIZ,
    },
    { title: 'Shop Once', goal: '', lessons: [{ title: 'One list', objective: '', keyPoints: [] }], quiz: [] },
  ],
};

/** The first module as written: its second lesson's text, with markup, raw HTML and a script to keep out. */
const WRITTEN_FIRST_MODULE = {
  opening: '',
  summary: '',
  template: false,
  outOfDate: false,
  lessons: [
    {
      number: 2,
      title: 'Your first plan',
      markdown:
        '## Five dinners\n\nPick five dinners you already cook.\n\nShop **never** without it. <b>x</b><script>window.hacked = 1</script>',
      script: [],
      spokenWords: 0,
      minutes: 0,
    },
  ],
};

/** The plan at its largest: every module with its most lessons and questions. */
const LARGEST: BookPlan = {
  ...COURSE,
  chapters: Array.from({ length: BOOK_PLAN_LIMITS.chapters }, (_, m) => ({
    title: `Module title ${m + 1}`,
    goal: '',
    lessons: Array.from({ length: COURSE_PLAN_LIMITS.lessonsPerModule }, (_, l) => ({
      title: `Lesson ${l + 1}`,
      objective: '',
      keyPoints: [],
    })),
    quiz: Array.from({ length: COURSE_PLAN_LIMITS.questionsPerModule }, () => QUIZ[0]!),
  })),
};

/** Serves one package's files under /sco/ beside the host page, as an LMS serves an uploaded package. */
function serve(files: Record<string, Uint8Array>): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const body = path === '/' ? HOST : path.startsWith('/sco/') ? files[path.slice(5)] : undefined;
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': path.endsWith('.xml') ? 'text/xml' : 'text/html; charset=utf-8' });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('the SCORM 1.2 package in Chromium, run by scorm-again', () => {
  let browser: Browser;
  const servers: Server[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    for (const server of servers) server.close();
  });

  async function launch(
    plan: BookPlan,
    modules: CourseKitSource['modules'] = [],
    ends: CourseKitSource['ends'] = { overview: null, conclusion: null },
  ): Promise<{ page: Page; sco: Frame; errors: string[] }> {
    const projectId = '0b9e6f0c-1111-4222-8333-444455556666';
    const deckTheme = () => Promise.reject(new Error('not asked'));
    const server = await serve(unzipSync(writeScormPackage({ projectId, plan, modules, ends, deckTheme })));
    servers.push(server);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const sco = page.frameLocator('#sco');
    await sco.locator('h1').first().waitFor();
    return { page, sco: page.frame({ url: /\/sco\// })!, errors };
  }
  /** The course's frame closed, as a learner leaving the course; the runtime's record as it would send it then. */
  async function leave(page: Page) {
    await page.evaluate("document.getElementById('sco').remove()");
    return page.evaluate<{ core: { exit: string; session_time: string } }>(
      'JSON.parse(JSON.stringify(window.API.cmi))',
    );
  }
  const terminated = (page: Page) => page.evaluate<boolean>('window.API.isTerminated()');
  const cmi = (page: Page, path: string) =>
    page.evaluate<string>(`String(window.API.LMSGetValue(${JSON.stringify(path)}))`);

  it('launches, walks the lessons, scores a quiz and reports status, score and where the learner is', async () => {
    const { page, sco, errors } = await launch(COURSE, [WRITTEN_FIRST_MODULE]);
    expect(await sco.locator('h1').textContent()).toBe(COURSE.title);
    expect(await cmi(page, 'cmi.core.lesson_status')).toBe('incomplete');

    await sco.getByRole('button', { name: 'Next' }).click();
    expect(await sco.locator('h1').textContent()).toBe('Why plan');
    expect(await sco.locator('main').textContent()).toContain(
      'By the end of this lesson you can: Explain what a plan saves.',
    );
    expect(await sco.locator('main li').allTextContents()).toEqual(['Fewer trips', 'Less waste']);
    // The second lesson is written: its text shows, its markup as text, its raw HTML gone.
    await sco.getByRole('button', { name: 'Next' }).click();
    expect(await sco.locator('main h2').textContent()).toBe('Five dinners');
    expect(await sco.locator('main .lesson-text p').first().textContent()).toBe('Pick five dinners you already cook.');
    expect(await sco.locator('main strong').allTextContents()).toContain('never');
    expect(await sco.locator('main script, main b').count()).toBe(0);
    await sco.getByRole('button', { name: 'Next' }).click();
    expect(await sco.locator('h1').textContent()).toBe('Quiz');

    // A question left unanswered: the quiz says which, and nothing is recorded.
    await sco.getByLabel('Plan', { exact: true }).check();
    await sco.getByRole('button', { name: 'Check my answers' }).click();
    expect(await sco.getByRole('alert').textContent()).toBe(
      'Answer every question first: questions 2, 3 have no answer yet.',
    );
    expect(await cmi(page, 'cmi.core.score.raw')).toBe('0');
    expect(await cmi(page, 'cmi.core.lesson_status')).toBe('incomplete');

    // Two of three right: the right choice, the wrong truth (the right one shown), the short answer in other letters.
    await sco.getByLabel('False').check();
    await sco.getByLabel('Your answer').fill('  pantry ');
    await sco.getByRole('button', { name: 'Check my answers' }).click();
    await sco.getByText('Your score for this quiz: 2 of 3.').waitFor();
    await sco.getByText('Plan first.').waitFor();
    await sco.getByText('The answer: True').waitFor();
    expect(await cmi(page, 'cmi.core.score.raw')).toBe('67');
    expect(await cmi(page, 'cmi.core.lesson_status')).toBe('failed');
    expect(await cmi(page, 'cmi.core.lesson_location')).toBe('3');
    const suspended = JSON.parse(await cmi(page, 'cmi.suspend_data')) as { a: number; q: Record<string, string> };
    expect(suspended).toMatchObject({ a: 3, q: { '0': '1fy' } });

    // Taken again: the last answers stand until the new ones are checked, then the score and status follow them.
    await sco.getByRole('button', { name: 'Take the quiz again' }).click();
    expect(await cmi(page, 'cmi.core.score.raw')).toBe('67');
    await sco.getByLabel('Plan', { exact: true }).check();
    await sco.getByLabel('True').check();
    await sco.getByLabel('Your answer').fill('Pantry');
    await sco.getByRole('button', { name: 'Check my answers' }).click();
    await sco.getByText('Your score for this quiz: 3 of 3.').waitFor();
    expect(await cmi(page, 'cmi.core.score.raw')).toBe('100');
    expect(await cmi(page, 'cmi.core.lesson_status')).toBe('passed');

    await sco.getByRole('combobox', { name: 'Go to' }).selectOption({ label: '6. Final assignment' });
    expect(await sco.locator('main p').textContent()).toBe(COURSE.finalAssignment);
    // Write-only elements, read from the runtime's record as it would send them to the LMS.
    const recorded = await leave(page);
    expect(recorded.core.exit).toBe('');
    expect(recorded.core.session_time).toMatch(/^\d{2,4}:\d{2}:\d{2}/);
    expect(await terminated(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("shows the written overview and conclusion, and labels what is still the built-in writer's template", async () => {
    const { sco, errors } = await launch(COURSE, [{ ...WRITTEN_FIRST_MODULE, template: true }], {
      overview: { markdown: '# Course Overview\n\nWhy this course <script>x()</script> **works**.', template: false },
      conclusion: { markdown: 'Well done: cook your first week.', template: true },
    });
    expect(await sco.locator('main .lesson-text').textContent()).toBe('Why this course x() works.');
    expect(await sco.locator('main .lesson-text strong').textContent()).toBe('works');
    expect(await sco.locator('main .template, main script').count()).toBe(0);
    expect(await sco.locator('main .modules p').allTextContents()).toEqual([
      'Write a plan for five dinners.',
      '2 lessons, a quiz of 3 questions',
      '1 lesson',
    ]);
    await sco.getByRole('combobox', { name: 'Go to' }).selectOption({ label: '6. Course Conclusion' });
    expect(await sco.locator('h1').textContent()).toBe('Course Conclusion');
    expect(await sco.locator('main .template').textContent()).toBe(TEMPLATE_PAGE_LINE);
    expect(await sco.locator('main .lesson-text').textContent()).toBe('Well done: cook your first week.');
    // The module's first lesson is not written (its key points show), its second is template text.
    await sco.getByRole('combobox', { name: 'Go to' }).selectOption({ index: 1 });
    expect(await sco.locator('main .template').count()).toBe(0);
    await sco.getByRole('button', { name: 'Next' }).click();
    expect(await sco.locator('main .template').textContent()).toBe(TEMPLATE_PAGE_LINE);
    expect(errors).toEqual([]);
  });

  it('leaves a course not yet finished as suspended, to resume where the learner was', async () => {
    const { page, sco, errors } = await launch(COURSE);
    await sco.getByRole('button', { name: 'Next' }).click();
    expect(await cmi(page, 'cmi.core.lesson_location')).toBe('1');
    expect((await leave(page)).core.exit).toBe('suspend');
    expect(await terminated(page)).toBe(true);
    expect(await cmi(page, 'cmi.core.lesson_status')).toBe('incomplete');
    expect(errors).toEqual([]);
  });

  it('keeps what it suspends within 4,096 characters for the largest plan, every quiz answered', async () => {
    const { page, sco, errors } = await launch(LARGEST);
    // Every quiz page in turn, its first question answered with its second choice, then checked.
    await sco.evaluate(`(() => {
      const jump = document.getElementById('jump');
      for (const option of Array.from(jump.options).filter((option) => option.text.endsWith('· Quiz'))) {
        jump.value = option.value;
        jump.dispatchEvent(new Event('change'));
        for (const question of document.querySelectorAll('form.quiz fieldset')) {
          const choice = question.querySelector('input[type="radio"]');
          if (choice) choice.checked = true;
          else question.querySelector('input[type="text"]').value = 'an answer';
        }
        document.querySelector('form.quiz').requestSubmit();
      }
    })()`);
    const suspended = await cmi(page, 'cmi.suspend_data');
    expect(suspended.length).toBeLessThanOrEqual(4096);
    expect(Object.keys((JSON.parse(suspended) as { q: object }).q)).toHaveLength(BOOK_PLAN_LIMITS.chapters);
    expect(await cmi(page, 'cmi.core.lesson_status')).toBe('failed');
    expect(errors).toEqual([]);
  });
});
