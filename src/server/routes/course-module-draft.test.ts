import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSettled, waitForBook } from '../../../tests/support/book-runs.js';
import { partText } from '../../../tests/support/part-texts.js';
import { projectBookApi } from '../../shared/api/project-book.js';
import { bookRunResponse, bookRunStarted } from '../../shared/schemas/book-run.js';
import { fakeReply, startFakeAiServer, type FakeAiServer } from '../../../tests/fakes/fake-ai-server.js';
import { createIdea, createProject } from '../../../tests/factories/index.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { projectApi } from '../../shared/api/projects.js';
import type { ProductType } from '../../shared/catalog.js';
import { bookPlanResponse } from '../../shared/schemas/book-plan.js';
import { draftCourseModuleResult, type DraftCourseModuleInput } from '../../shared/schemas/course-plan.js';
import { errorBody } from '../../shared/schemas/error.js';
import { createAiEngine } from '../ai/index.js';
import { ONLY_A_COURSE_HAS_LESSONS } from '../services/course-modules/draft-course-module.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

const MODULE: DraftCourseModuleInput = {
  courseTitle: 'Prep Once',
  title: 'Plan the Week',
  goal: 'Write a plan for five dinners.',
  otherModules: ['Shop Once', 'Cook in an Hour'],
};

async function courseOf(ctx: TestContext, owner: Owner, productType: ProductType = 'course') {
  const idea = await createIdea(ctx.db, { userId: owner.userId, concept: 'A meal prep course for busy parents' });
  const project = await createProject(ctx.db, { userId: owner.userId, productType });
  await ctx.db.updateTable('projects').set({ product_idea_id: idea.id }).where('id', '=', project.id).execute();
  return project.id;
}

const draft = (owner: Owner, id: string, body: unknown = MODULE) =>
  owner.call(projectApi.draftModule, { params: { id }, body: body as DraftCourseModuleInput });

describe("a course module's draft by the built-in writer", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterAll(() => ctx.close());

  it('drafts three lessons and a quiz whose answers are true of the plan, labelled a template, saving nothing', async () => {
    const owner = await ctx.signUp();
    const id = await courseOf(ctx, owner);
    const readPlan = async () =>
      expectBody(await owner.call(projectApi.readPlan, { params: { id } }), 200, bookPlanResponse);
    const before = await readPlan();
    const body = await expectBody(await draft(owner, id), 200, draftCourseModuleResult);
    expect(body.template).toBe(true);
    expect(body.lessons.map((lesson) => lesson.title)).toEqual([
      'Plan the Week: what it is for',
      'Plan the Week: step by step',
      'Plan the Week: in your own case',
    ]);
    expect(body.lessons[0]!.objective).toBe(
      'Say in your own words why this module matters: Write a plan for five dinners.',
    );
    expect(body.lessons.every((lesson) => lesson.keyPoints.length === 0)).toBe(true);
    const [choice, truth, short] = body.quiz;
    expect(choice).toMatchObject({ kind: 'multiple-choice', answer: 1, choices: body.lessons.map((l) => l.title) });
    expect(choice!.question).toContain(body.lessons[1]!.objective);
    expect(truth).toMatchObject({ kind: 'true-false', answer: false });
    expect(short).toMatchObject({ kind: 'short-answer', acceptedAnswers: ['Plan the Week'] });
    // The same module is drafted the same way, and the draft saves as it is.
    expect(await expectBody(await draft(owner, id), 200, draftCourseModuleResult)).toEqual(body);
    const { plan } = await readPlan();
    expect(plan).toEqual(before.plan);
    const saved = await owner.call(projectApi.savePlan, {
      params: { id },
      body: { ...plan, chapters: [{ title: MODULE.title, goal: MODULE.goal, lessons: body.lessons, quiz: body.quiz }] },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
  });

  it('keeps every field within its limit for a module title at its longest', async () => {
    const owner = await ctx.signUp();
    const id = await courseOf(ctx, owner);
    const long = { ...MODULE, title: 'Plan '.repeat(40).trim(), goal: 'G'.repeat(300), courseTitle: 'C'.repeat(200) };
    const body = await expectBody(await draft(owner, id, long), 200, draftCourseModuleResult);
    expect(Math.max(...body.lessons.map((lesson) => lesson.title.length))).toBeLessThanOrEqual(200);
    expect(Math.max(...body.lessons.map((lesson) => lesson.objective.length))).toBeLessThanOrEqual(300);
  });

  it("refuses a book's module, another user's project and a module without a title", async () => {
    const owner = await ctx.signUp();
    const book = await expectBody(await draft(owner, await courseOf(ctx, owner, 'ebook')), 404, errorBody);
    expect(book.error.message).toBe(ONLY_A_COURSE_HAS_LESSONS);
    const id = await courseOf(ctx, owner);
    const stranger = await ctx.signUp();
    expect((await expectBody(await draft(stranger, id), 404, errorBody)).error.message).toBe('Project not found');
    const untitled = await expectBody(await draft(owner, id, { ...MODULE, title: '  ' }), 400, errorBody);
    expect(untitled.error).toMatchObject({ field: 'title', message: 'Module title is required' });
  });
});

describe("a course module's draft by a provider", () => {
  let provider: FakeAiServer;
  let ctx: TestContext;
  beforeAll(async () => {
    provider = await startFakeAiServer();
    const ai = createAiEngine({
      config: { provider: 'openai-compatible', model: 'fake-model', baseURL: provider.baseURL },
      timeouts: { structuredMs: 5_000, contentMs: 5_000 },
    });
    ctx = await createTestContext('sqlite', { ai });
  });
  afterAll(async () => {
    await ctx.close();
    await provider.close();
  });

  const question = {
    choices: [] as string[],
    rightChoice: 0,
    isTrue: false,
    acceptedAnswers: [] as string[],
    explanation: 'Because the plan comes first.',
  };

  it("keeps the provider's lessons and the questions the plan would save, and tells the module and idea", async () => {
    const owner = await ctx.signUp();
    const id = await courseOf(ctx, owner);
    provider.enqueue(
      fakeReply.json({
        lessons: [
          { title: 'Why plan at all', objective: 'Explain what a plan saves.', keyPoints: ['Fewer trips', ' '] },
          { title: '', objective: 'A lesson without a title is left out.', keyPoints: [] },
        ],
        questions: [
          { ...question, kind: 'multiple-choice', question: 'What comes first?', choices: ['Plan', 'Shop'] },
          { ...question, kind: 'multiple-choice', question: 'Out of range?', choices: ['A', 'B'], rightChoice: 5 },
          { ...question, kind: 'true-false', question: 'A plan needs a shopping day.', isTrue: true },
          { ...question, kind: 'short-answer', question: 'Where does rice wait?', acceptedAnswers: ['Pantry'] },
        ],
      }),
    );
    const body = await expectBody(await draft(owner, id), 200, draftCourseModuleResult);
    expect(body).toEqual({
      template: false,
      lessons: [{ title: 'Why plan at all', objective: 'Explain what a plan saves.', keyPoints: ['Fewer trips'] }],
      quiz: [
        {
          kind: 'multiple-choice',
          question: 'What comes first?',
          choices: ['Plan', 'Shop'],
          answer: 0,
          explanation: question.explanation,
        },
        {
          kind: 'true-false',
          question: 'A plan needs a shopping day.',
          answer: true,
          explanation: question.explanation,
        },
        {
          kind: 'short-answer',
          question: 'Where does rice wait?',
          acceptedAnswers: ['Pantry'],
          explanation: question.explanation,
        },
      ],
    });
    const asked = JSON.stringify(provider.requests.at(-1)?.body.messages);
    for (const told of [
      'Plan the Week',
      'Write a plan for five dinners.',
      'Shop Once',
      'A meal prep course for busy parents',
    ])
      expect(asked).toContain(told);
  });

  it('answers 502 with the task’s message when the provider gives nothing usable', async () => {
    const owner = await ctx.signUp();
    const id = await courseOf(ctx, owner);
    provider.enqueue(...Array.from({ length: 3 }, () => fakeReply.json({ lessons: [], questions: [] })));
    const failed = await expectBody(await draft(owner, id), 502, errorBody);
    expect(failed.error.message).toBe('Failed to draft the module');
  });
});

describe('a course run with a provider, for modules planned without lessons or a quiz', () => {
  let provider: FakeAiServer;
  let ctx: TestContext;
  beforeAll(async () => {
    provider = await startFakeAiServer();
    ctx = await createTestContext('sqlite', {
      ai: createAiEngine({
        config: { provider: 'openai-compatible', model: 'fake-model', baseURL: provider.baseURL },
        timeouts: { structuredMs: 5_000, contentMs: 5_000 },
      }),
      generationLimit: { calls: 100, windowMs: 60_000 },
    });
    await ctx.jobs.start();
  });
  afterAll(async () => {
    await ctx.close();
    await provider.close();
  });

  const DRAFT = {
    lessons: [
      { title: 'Why plan at all', objective: 'Explain what a plan saves.', keyPoints: ['Fewer trips'] },
      { title: 'Five dinners on a page', objective: 'Write five dinners down.', keyPoints: ['One page'] },
    ],
    questions: [
      {
        kind: 'true-false',
        question: 'A plan needs a shopping day.',
        choices: [],
        rightChoice: 0,
        isTrue: true,
        acceptedAnswers: [],
        explanation: 'The plan names the day.',
      },
    ],
  };
  const PLANNED_LESSONS = [
    { title: 'One list', objective: 'Write one list for the week.', keyPoints: [] },
    { title: 'One trip', objective: 'Shop the list in one trip.', keyPoints: [] },
  ];
  /** The tokens a fake module draft and a fake part are counted as. */
  const DRAFT_USAGE = { promptTokens: 1_000, completionTokens: 2_000 };
  const PART_USAGE = { promptTokens: 10, completionTokens: 20 };

  it("pauses when a module's draft fails, and on Resume writes each module on drafted lessons, keeping the planned ones", async () => {
    const owner = await ctx.signUp();
    const id = await courseOf(ctx, owner);
    const plan = {
      title: 'Prep Once',
      subtitle: '',
      authorName: 'Ana',
      isbn: '',
      description: '',
      chapters: [
        { title: 'Plan the Week', goal: 'Write a plan for five dinners.' },
        { title: 'Shop Once', goal: 'Shop in one trip.', lessons: PLANNED_LESSONS },
      ],
    };
    await expectBody(await owner.call(projectApi.savePlan, { params: { id }, body: plan }), 200, bookPlanResponse);
    let draftsAnswered = 0;
    let failing = true;
    provider.setFallback(
      fakeReply.computed((body) => {
        const asked = JSON.stringify(body.messages ?? []);
        if (body.stream) return fakeReply.text(partText(provider.requests.length), { usage: PART_USAGE });
        if (!asked.includes('Plan the lessons and the quiz')) return fakeReply.json({ summary: 'Prep once a week.' });
        if (failing) return fakeReply.json({ lessons: [], questions: [] });
        draftsAnswered += 1;
        return fakeReply.json(DRAFT, { usage: DRAFT_USAGE });
      }),
    );
    await expectBody(
      await owner.call(projectBookApi.start, { params: { id }, body: { contentType: 'howto' } }),
      202,
      bookRunStarted,
    );
    const paused = await waitForBook(owner, id, runSettled);
    expect(paused.run).toMatchObject({ status: 'paused', stepsDone: 0 });
    expect(paused.run!.error).toMatch(/^The lessons and quiz of “Plan the Week” could not be drafted: /);
    expect((await readPlanOf(owner, id)).chapters[0]!.lessons).toEqual([]);

    failing = false;
    await expectBody(await owner.call(projectBookApi.resume, { params: { id }, body: {} }), 200, bookRunResponse);
    const done = await waitForBook(owner, id, runSettled);
    expect(done.run?.status).toBe('completed');
    const { chapters } = await readPlanOf(owner, id);
    const quiz = [
      {
        kind: 'true-false',
        question: 'A plan needs a shopping day.',
        answer: true,
        explanation: 'The plan names the day.',
      },
    ];
    expect(chapters[0]).toMatchObject({ lessons: DRAFT.lessons, quiz });
    // The planned lessons stay as the creator wrote them, whatever lessons the writer sent back with the quiz.
    expect(chapters[1]).toMatchObject({ lessons: PLANNED_LESSONS, quiz });
    expect(draftsAnswered).toBe(2);
    const secondDraft = provider.requests.filter(
      (request) => !request.body.stream && JSON.stringify(request.body.messages).includes('Plan the lessons'),
    );
    const asked = JSON.stringify(secondDraft.at(-1)?.body.messages);
    expect(asked).toContain('1. One list — Write one list for the week.');
    expect(asked).toContain('The lessons are the ones above, unchanged');
    // Each module is counted with its drafting's tokens.
    const parts = await ctx.db
      .selectFrom('book_run_parts')
      .select(['input_tokens', 'output_tokens'])
      .where('run_id', '=', done.run!.id)
      .orderBy('step')
      .execute();
    const drafted = { input_tokens: 1_010, output_tokens: 2_020 };
    const written = { input_tokens: 10, output_tokens: 20 };
    expect(parts).toEqual([drafted, drafted, written, written]);
  });

  const readPlanOf = async (owner: Owner, id: string) =>
    (await expectBody(await owner.call(projectApi.readPlan, { params: { id } }), 200, bookPlanResponse)).plan;
});
