import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContent, createIdea, createProject } from '../../../tests/factories/index.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { bookPlanResponse, type BookPlanBody } from '../../shared/schemas/book-plan.js';
import type { GenerateContentRequestBody } from '../../shared/schemas/content.js';
import { readContentStream } from '../../../tests/support/content-stream.js';
import { errorBody } from '../../shared/schemas/error.js';
import type { ContentRequest } from '../ai/book-context/chapter-context.js';
import { createAiEngine, type AiEngine } from '../ai/index.js';
import { writeJson } from '../db/codec.js';
import { generateApi } from '../../shared/api/generate.js';
import { projectApi } from '../../shared/api/projects.js';

const PLAN: BookPlanBody = {
  title: 'Slow Mornings',
  subtitle: 'A Gentle Plan',
  authorName: 'Ana Núñez',
  isbn: '',
  chapters: [
    { title: 'Why Mornings Feel Hard', goal: 'Name what makes the first hour hard.' },
    { title: 'The Sunday Session', goal: 'Prepare the week in one sitting.' },
    { title: 'Quiet Kitchens', goal: 'Make breakfast without noise.' },
    { title: 'Weekend Mornings', goal: 'Keep the routine on days off.' },
  ],
};
const REQUEST: GenerateContentRequestBody = {
  title: 'Slow Mornings',
  sectionName: 'Chapter 3: Quiet Kitchens',
  contentType: 'howto',
};

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

/** The offline writer, keeping every request the app gives it. */
function recordingEngine() {
  const offline = createAiEngine({ config: { provider: 'offline', model: 'infoforge-offline' } });
  const requests: ContentRequest[] = [];
  const engine: AiEngine = {
    info: offline.info,
    generateNiches: (input, options) => offline.generateNiches(input, options),
    generateProductIdeas: (input, options) => offline.generateProductIdeas(input, options),
    generateTitles: (input, options) => offline.generateTitles(input, options),
    generateListing: (input, options) => offline.generateListing(input, options),
    draftCourseModule: (input, options) => offline.draftCourseModule(input, options),
    streamContent: (input, options) => {
      requests.push(input);
      return offline.streamContent(input, options);
    },
  };
  return { engine, requests };
}

describe('content written for its chapter of the book plan', () => {
  let ctx: TestContext;
  let requests: ContentRequest[];
  beforeEach(async () => {
    const recording = recordingEngine();
    requests = recording.requests;
    ctx = await createTestContext('sqlite', {
      ai: recording.engine,
      generationLimit: { calls: 100, windowMs: 60_000 },
    });
  });
  afterEach(() => ctx.close());

  /** Streams the content to its end, as a reader would. */
  async function generate(owner: Owner, body: GenerateContentRequestBody) {
    const res = await owner.call(generateApi.content, { body });
    expect(res.status).toBe(200);
    const { events } = await readContentStream(res);
    expect(events.at(-1)).toEqual({ type: 'done' });
    return requests.at(-1)!;
  }

  async function link(projectId: string, contentIds: string[]) {
    await ctx.db
      .insertInto('project_content_sections')
      .values(
        contentIds.map((id, index) => ({
          id: randomUUID(),
          project_id: projectId,
          content_id: id,
          order_index: index,
        })),
      )
      .execute();
  }

  /** A project with a saved plan and sections for chapters 1, 2 (named by its title) and 4, and an introduction. */
  async function plannedProject(owner: Owner) {
    const userId = owner.userId;
    const project = await createProject(ctx.db, { userId, title: 'Mornings' });
    await expectBody(
      await owner.call(projectApi.savePlan, { params: { id: project.id }, body: PLAN }),
      200,
      bookPlanResponse,
    );
    const sections = [
      await createContent(ctx.db, { userId, sectionName: 'Introduction', content: 'Welcome to the book.' }),
      await createContent(ctx.db, {
        userId,
        sectionName: 'Chapter 1: Why Mornings Feel Hard',
        content:
          '# Chapter 1: Why Mornings Feel Hard\n\nThe first hour decides the day. Most parents start it already late. A plan fixes that. This fourth sentence is left out.',
      }),
      await createContent(ctx.db, {
        userId,
        sectionName: 'the sunday session',
        content:
          ':::note\n- [ ] Add your own Sunday\n:::\n\n## Prepare\n\n- Cook twice, eat all week.\n- Label every box.',
      }),
      await createContent(ctx.db, {
        userId,
        sectionName: 'Chapter 4: Weekend Mornings',
        content: 'Weekends keep the routine too.',
      }),
    ];
    await link(
      project.id,
      sections.map((section) => section.id),
    );
    return project;
  }

  it('gives the writer the chapter, the chapters around it and what the earlier ones say', async () => {
    const owner = await ctx.signUp();
    const project = await plannedProject(owner);
    const request = await generate(owner, { ...REQUEST, projectId: project.id });
    expect(request).toEqual({
      title: 'Slow Mornings',
      sectionName: 'Chapter 3: Quiet Kitchens',
      contentType: 'howto',
      chapter: {
        bookTitle: 'Slow Mornings',
        number: 3,
        chapterCount: 4,
        title: 'Quiet Kitchens',
        goal: 'Make breakfast without noise.',
        previousTitle: 'The Sunday Session',
        nextTitle: 'Weekend Mornings',
        plan: PLAN.chapters,
        earlier: [
          {
            title: 'Why Mornings Feel Hard',
            summary: 'The first hour decides the day. Most parents start it already late. A plan fixes that.',
          },
          { title: 'The Sunday Session', summary: 'Cook twice, eat all week. Label every box.' },
        ],
      },
    });

    expect(
      (await generate(owner, { ...REQUEST, sectionName: 'weekend mornings', projectId: project.id })).chapter,
    ).toMatchObject({ number: 4, title: 'Weekend Mornings', previousTitle: 'Quiet Kitchens', nextTitle: null });
    expect((await generate(owner, { ...REQUEST, sectionName: 'Chapter 1', projectId: project.id })).chapter).toEqual({
      bookTitle: 'Slow Mornings',
      number: 1,
      chapterCount: 4,
      title: 'Why Mornings Feel Hard',
      goal: 'Name what makes the first hour hard.',
      previousTitle: null,
      nextTitle: 'The Sunday Session',
      plan: PLAN.chapters,
      earlier: [],
    });
  });

  it('gives no chapter for a section the plan does not name, nor without a project', async () => {
    const owner = await ctx.signUp();
    const project = await plannedProject(owner);
    for (const body of [
      { ...REQUEST, sectionName: 'Introduction', projectId: project.id },
      { ...REQUEST, sectionName: 'Chapter 5: Beyond the Plan', projectId: project.id },
      REQUEST,
    ]) {
      const request = await generate(owner, body);
      expect(request).not.toHaveProperty('chapter');
      expect(request).not.toHaveProperty('projectId');
    }
  });

  it("writes for the derived plan's chapters while no plan is saved", async () => {
    const owner = await ctx.signUp();
    const idea = await createIdea(ctx.db, { userId: owner.userId });
    await ctx.db
      .updateTable('product_ideas')
      .set({ modules: writeJson(['Module 1: Pantry Setup', 'Module 2: Batch Cooking: cook five meals']) })
      .where('id', '=', idea.id)
      .execute();
    const project = await createProject(ctx.db, { userId: owner.userId, title: 'Prep Once: Eat All Week' });
    await ctx.db.updateTable('projects').set({ product_idea_id: idea.id }).where('id', '=', project.id).execute();
    const request = await generate(owner, {
      ...REQUEST,
      sectionName: 'Chapter 2: Batch Cooking',
      projectId: project.id,
    });
    expect(request.chapter).toEqual({
      bookTitle: 'Prep Once',
      number: 2,
      chapterCount: 2,
      title: 'Batch Cooking',
      goal: 'cook five meals',
      previousTitle: 'Pantry Setup',
      nextTitle: null,
      plan: [
        { title: 'Pantry Setup', goal: '' },
        { title: 'Batch Cooking', goal: 'cook five meals' },
      ],
      earlier: [],
    });
  });

  it("answers 404 for another user's or a missing project and generates nothing; 400 for a malformed id", async () => {
    const owner = await ctx.signUp();
    const stranger = await ctx.signUp();
    const project = await plannedProject(owner);
    const rateHits = () => ctx.db.selectFrom('rate_hits').selectAll().execute();
    const hitsBefore = await rateHits();
    for (const projectId of [project.id, randomUUID()]) {
      const refused = await expectBody(
        await stranger.call(generateApi.content, { body: { ...REQUEST, projectId } }),
        404,
        errorBody,
      );
      expect(refused.error.message).toBe('Project not found');
    }
    const malformed = await expectBody(
      await stranger.call(generateApi.content, { body: { ...REQUEST, projectId: 'not-an-id' } }),
      400,
      errorBody,
    );
    expect(malformed.error).toEqual({ code: 'BAD_REQUEST', field: 'projectId', message: 'Project not found' });
    expect(requests).toEqual([]);
    expect(await ctx.db.selectFrom('generation_usage').selectAll().execute()).toEqual([]);
    expect(await rateHits()).toEqual(hitsBefore);
  });
});
