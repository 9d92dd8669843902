import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContent, createCover, createIdea, createProject, createTitle } from '../../../tests/factories/index.js';
import { readBookView } from '../../../tests/support/book-runs.js';
import { documentsStatusOf } from '../../../tests/support/document-projects.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import { bookPlanResponse, type BookPlanBody } from '../../shared/schemas/book-plan.js';
import { errorBody } from '../../shared/schemas/error.js';
import { projectDetail } from '../../shared/schemas/project.js';
import { writeJson } from '../db/codec.js';
import { projectApi } from '../../shared/api/projects.js';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const IDEA_MODULES = [
  'Module 1: Why Mornings Feel Hard',
  'Module 2: The Five-Minute Start: one habit before breakfast',
  'Module 3: Quiet Kitchens – a calm first meal',
  'Module 4: Mornings With Toddlers',
  'Module 5: When the Night Was Short',
  'Module 6: Weekend Mornings',
  'Module 7: Your 30-Day Morning Plan',
];
const PLAN: BookPlanBody = {
  title: 'Slow Mornings',
  subtitle: 'A Gentle Plan for Busy Parents',
  authorName: 'Ana Núñez',
  isbn: '978-0-306-40615-7',
  chapters: [
    { title: 'Why Mornings Feel Hard', goal: 'Name what makes the first hour hard.' },
    { title: 'The Five-Minute Start', goal: '' },
  ],
  description: 'For parents whose mornings start in a rush.\n\nOne small habit a chapter, each tried in a week.',
};

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

describe('book plans', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterEach(() => ctx.close());

  const planPath = (id: string) => `/api/projects/${id}/plan`;
  const readPlan = async (owner: Owner, id: string) => expectBody(await owner.get(planPath(id)), 200, bookPlanResponse);
  const savePlan = async (owner: Owner, id: string, plan: unknown) =>
    expectBody(await owner.put(planPath(id), plan), 200, bookPlanResponse);
  const storedPlans = () => ctx.db.selectFrom('book_plans').selectAll().orderBy('project_id').execute();

  const markCompleted = (id: string) =>
    ctx.db.updateTable('projects').set({ documents_status: 'completed' }).where('id', '=', id).execute();

  /** A project the Create wizard made: a generated name, the chosen title, an idea of seven modules, a cover. */
  async function wizardProject(owner: Owner) {
    const userId = owner.userId;
    const title = await createTitle(ctx.db, { userId, title: 'Slow Mornings: A Gentle Plan for Busy Parents' });
    const idea = await createIdea(ctx.db, {
      userId,
      concept:
        'A quick-start guide on calm mornings for busy parents: seven chapters that take the reader from chaos to a routine.',
    });
    await ctx.db
      .updateTable('product_ideas')
      .set({ modules: writeJson(IDEA_MODULES) })
      .where('id', '=', idea.id)
      .execute();
    const cover = await createCover(ctx.db, { userId });
    await ctx.db
      .updateTable('cover_images')
      .set({ generation_input: writeJson({ title: 'Slow Mornings', authorName: 'Ana Núñez', style: 'modern' }) })
      .where('id', '=', cover.id)
      .execute();
    const project = await createProject(ctx.db, {
      userId,
      title: 'Draft - Slow Mornings: A Gentle Plan for Busy Parents - Nov 23, 2026',
      wizardStep: 6,
    });
    await ctx.db
      .updateTable('projects')
      .set({ title_id: title.id, product_idea_id: idea.id, cover_id: cover.id, name_generated: 1 })
      .where('id', '=', project.id)
      .execute();
    return project;
  }

  /** A project made in Assemble: a name its creator typed and a chosen title, no idea and no cover. */
  async function assembledProject(owner: Owner, name = 'Meal Prep Playbook') {
    const title = await createTitle(ctx.db, { userId: owner.userId, title: 'Prep Once, Eat All Week' });
    const project = await createProject(ctx.db, { userId: owner.userId, title: name });
    await ctx.db.updateTable('projects').set({ title_id: title.id }).where('id', '=', project.id).execute();
    return project;
  }

  it('answers 401 signed out', async () => {
    await expectBody(await ctx.anonymous().get(planPath(MISSING_ID)), 401, errorBody);
    await expectBody(await ctx.anonymous().put(planPath(MISSING_ID), PLAN), 401, errorBody);
  });

  it("derives a wizard project's plan: the chosen title split, the cover's author, a chapter per module", async () => {
    const owner = await ctx.signUp({ name: 'Test Account' });
    const project = await wizardProject(owner);
    expect(await readPlan(owner, project.id)).toEqual({
      saved: false,
      kind: 'book',
      revision: 0,
      plan: {
        title: 'Slow Mornings',
        subtitle: 'A Gentle Plan for Busy Parents',
        authorName: 'Ana Núñez',
        isbn: '',
        chapters: [
          { title: 'Why Mornings Feel Hard', goal: '' },
          { title: 'The Five-Minute Start', goal: 'one habit before breakfast' },
          { title: 'Quiet Kitchens', goal: 'a calm first meal' },
          { title: 'Mornings With Toddlers', goal: '' },
          { title: 'When the Night Was Short', goal: '' },
          { title: 'Weekend Mornings', goal: '' },
          { title: 'Your 30-Day Morning Plan', goal: '' },
        ],
        description: '',
      },
    });
    expect(await storedPlans()).toEqual([]);
  });

  it("derives an Assemble project's plan: the chosen title, not the project name, the account's name, no chapters", async () => {
    const owner = await ctx.signUp({ name: 'Dana Levi' });
    const project = await assembledProject(owner);
    expect(await readPlan(owner, project.id)).toEqual({
      saved: false,
      kind: 'book',
      revision: 0,
      plan: {
        title: 'Prep Once, Eat All Week',
        subtitle: '',
        authorName: 'Dana Levi',
        isbn: '',
        chapters: [],
        description: '',
      },
    });
    const bare = await createProject(ctx.db, { userId: owner.userId, title: 'Farmers Market Baker Guide' });
    expect((await readPlan(owner, bare.id)).plan.title).toBe('Farmers Market Baker Guide');
  });

  it("derives an Assemble project's chapters from its numbered sections, in order, and its book is writable", async () => {
    const owner = await ctx.signUp({ name: 'Dana Levi' });
    const title = await createTitle(ctx.db, { userId: owner.userId, title: 'Prep Once, Eat All Week' });
    const named = async (sectionName: string) =>
      (await createContent(ctx.db, { userId: owner.userId, sectionName })).id;
    const contentIds = [
      await named('Introduction'),
      await named('Chapter 2: Batch Cooking Basics'),
      await named('Chapter 1: Stocking the Pantry'),
      await named('Shopping List'),
      await named('Chapter 3: Freezing Without Regret'),
    ];
    // Saved as Assemble saves it: the name typed, the title and the sections picked, in one request.
    const project = await expectBody(
      await owner.call(projectApi.create, { body: { title: 'Meal Prep Playbook', titleId: title.id, contentIds } }),
      201,
      projectDetail,
    );

    expect((await readPlan(owner, project.id)).plan.chapters).toEqual([
      { title: 'Stocking the Pantry', goal: '' },
      { title: 'Batch Cooking Basics', goal: '' },
      { title: 'Freezing Without Regret', goal: '' },
    ]);
    const book = await readBookView(owner, project.id);
    expect(book.parts.map((part) => [part.sectionName, part.contentId !== null])).toEqual([
      ['Introduction', true],
      ['Chapter 1: Stocking the Pantry', true],
      ['Chapter 2: Batch Cooking Basics', true],
      ['Chapter 3: Freezing Without Regret', true],
      ['Conclusion', false],
    ]);
    // The introduction was not written after these chapters: Write the rest writes it again with the conclusion.
    expect(book.estimate).toMatchObject({ parts: 1, rewrites: 1 });
  });

  it('saves a plan and reads it back, text exactly as saved', async () => {
    const owner = await ctx.signUp();
    const project = await wizardProject(owner);
    expect(await savePlan(owner, project.id, PLAN)).toEqual({ saved: true, plan: PLAN, kind: 'book', revision: 1 });
    expect(await readPlan(owner, project.id)).toEqual({ saved: true, plan: PLAN, kind: 'book', revision: 1 });

    const literal = {
      ...PLAN,
      chapters: [
        { title: '#set page(paper: "a4")', goal: '<b>&amp;</b> $x$ \\ [link](javascript:x)' },
        { title: '<b>&amp;</b>', goal: '' },
      ],
    };
    await savePlan(owner, project.id, literal);
    expect(await readPlan(owner, project.id)).toEqual({ saved: true, plan: literal, kind: 'book', revision: 2 });

    const emptied = { ...PLAN, subtitle: '', isbn: '', chapters: [], description: '' };
    await savePlan(owner, project.id, emptied);
    expect(await readPlan(owner, project.id)).toEqual({ saved: true, plan: emptied, kind: 'book', revision: 3 });
  });

  it('refuses bad input with its field message and leaves the stored plan exactly as it was', async () => {
    const owner = await ctx.signUp();
    const project = await wizardProject(owner);
    const derived = await readPlan(owner, project.id);
    const chapters = (count: number) => Array.from({ length: count }, (_, i) => ({ title: `Part ${i + 1}`, goal: '' }));
    const cases: [unknown, string, string][] = [
      [{ ...PLAN, title: 'x'.repeat(201) }, 'title', 'Book title must be at most 200 characters'],
      [{ ...PLAN, title: '  ' }, 'title', 'Book title is required'],
      [{ ...PLAN, subtitle: '🚀✨' }, 'subtitle', 'Subtitle must contain words, not only emoji or symbols'],
      [{ ...PLAN, chapters: chapters(101) }, 'chapters', 'A book plan can have at most 100 chapters'],
      [{ ...PLAN, chapters: chapters(1000) }, 'chapters', 'A book plan can have at most 100 chapters'],
      [{ ...PLAN, isbn: '978-0-306-40615-8' }, 'isbn', 'Please enter a valid ISBN-10 or ISBN-13'],
      [{ ...PLAN, chapters: [{ title: ' ', goal: '' }] }, 'chapters.0.title', 'Chapter title is required'],
      [{ ...PLAN, description: 'x'.repeat(4001) }, 'description', 'Description must be at most 4,000 characters'],
      // Text no file holds: PostgreSQL's JSON refuses a lone surrogate, and DOCX and EPUB (XML) the noncharacters.
      [
        { ...PLAN, chapters: [{ title: 'Half an emoji \uD83D', goal: '' }] },
        'chapters.0.title',
        'Chapter title must not contain invalid Unicode characters',
      ],
      [
        { ...PLAN, chapters: [{ title: 'Labels', goal: 'Not\uFFFEXML' }] },
        'chapters.0.goal',
        'Chapter goal must not contain invalid Unicode characters',
      ],
      [
        { ...PLAN, subtitle: 'Freezer \uFDD0Meals' },
        'subtitle',
        'Subtitle must not contain invalid Unicode characters',
      ],
      [{ ...PLAN, isbn: '978-3-16\n-148410-0' }, 'isbn', 'Please enter a valid ISBN-10 or ISBN-13'],
    ];
    const refuseAll = async () => {
      for (const [body, field, message] of cases) {
        const refused = await expectBody(await owner.put(planPath(project.id), body), 400, errorBody);
        expect(refused.error).toEqual({ code: 'BAD_REQUEST', field, message });
      }
    };

    await refuseAll();
    expect(await storedPlans()).toEqual([]);
    expect(await readPlan(owner, project.id)).toEqual(derived);

    await savePlan(owner, project.id, PLAN);
    const stored = await storedPlans();
    await refuseAll();
    expect(await storedPlans()).toEqual(stored);
    expect(await readPlan(owner, project.id)).toEqual({ saved: true, plan: PLAN, kind: 'book', revision: 1 });
  });

  it("answers 404 to another user's, a missing or a malformed project, and leaves the owner's plan as it was", async () => {
    const owner = await ctx.signUp();
    const stranger = await ctx.signUp();
    const project = await wizardProject(owner);
    await savePlan(owner, project.id, PLAN);
    await markCompleted(project.id);
    const stored = await storedPlans();
    for (const id of [project.id, MISSING_ID, 'not-a-uuid']) {
      for (const res of [
        await stranger.get(planPath(id)),
        await stranger.put(planPath(id), { ...PLAN, title: 'Mine now' }),
      ]) {
        expect((await expectBody(res, 404, errorBody)).error.message).toBe('Project not found');
      }
    }
    expect(await storedPlans()).toEqual(stored);
    expect(await readPlan(owner, project.id)).toEqual({ saved: true, plan: PLAN, kind: 'book', revision: 1 });
    expect(await documentsStatusOf(ctx, project.id)).toBe('completed');
  });

  it('follows the linked parts while derived, and keeps a saved plan when another title is linked', async () => {
    const owner = await ctx.signUp();
    const project = await assembledProject(owner);
    const other = await createTitle(ctx.db, { userId: owner.userId, title: 'Crumb & Crust: Bread at Home' });
    await owner.call(projectApi.update, { params: { id: project.id }, body: { titleId: other.id } });
    expect((await readPlan(owner, project.id)).plan).toMatchObject({
      title: 'Crumb & Crust',
      subtitle: 'Bread at Home',
    });
    await savePlan(owner, project.id, PLAN);
    const first = await createTitle(ctx.db, { userId: owner.userId, title: 'Another Title' });
    await owner.call(projectApi.update, { params: { id: project.id }, body: { titleId: first.id } });
    expect(await readPlan(owner, project.id)).toEqual({ saved: true, plan: PLAN, kind: 'book', revision: 1 });
  });

  it("keeps each project's plan to itself", async () => {
    const owner = await ctx.signUp();
    const first = await assembledProject(owner, 'First');
    const second = await assembledProject(owner, 'Second');
    await savePlan(owner, first.id, PLAN);
    expect(await readPlan(owner, second.id)).toMatchObject({
      saved: false,
      plan: { title: 'Prep Once, Eat All Week' },
    });
    const other = { ...PLAN, title: 'Second Book', chapters: [] };
    await savePlan(owner, second.id, other);
    expect(await readPlan(owner, first.id)).toEqual({ saved: true, plan: PLAN, kind: 'book', revision: 1 });
    expect(await readPlan(owner, second.id)).toEqual({ saved: true, plan: other, kind: 'book', revision: 1 });
  });

  it('makes the files out of date when a printed field or the description they print changes, and not when the plan is saved unchanged', async () => {
    const owner = await ctx.signUp({ name: 'Dana Levi' });
    const project = await assembledProject(owner);
    const { plan: derived } = await readPlan(owner, project.id);
    const saveExpecting = async (plan: BookPlanBody, status: string) => {
      await markCompleted(project.id);
      await savePlan(owner, project.id, plan);
      expect(await documentsStatusOf(ctx, project.id), JSON.stringify(plan)).toBe(status);
    };

    await saveExpecting(derived, 'completed');
    // The description built from the plan names its chapters; a description of the plan's own does not.
    await saveExpecting({ ...derived, chapters: PLAN.chapters }, 'not_generated');
    const described = { ...derived, chapters: PLAN.chapters, description: 'Prep once a week.' };
    await saveExpecting(described, 'not_generated');
    await saveExpecting({ ...described, chapters: [] }, 'completed');
    await saveExpecting(
      { ...described, chapters: [], description: 'Prep once a week.\n\nEat all week.' },
      'not_generated',
    );
    await saveExpecting({ ...derived, title: 'Prep Once, Eat for a Month' }, 'not_generated');
    await saveExpecting({ ...derived, title: '  Prep Once, Eat for a Month ' }, 'completed');
    await saveExpecting({ ...derived, title: 'Prep Once, Eat for a Month', subtitle: 'Fast' }, 'not_generated');
    await saveExpecting(
      { ...derived, title: 'Prep Once, Eat for a Month', subtitle: 'Fast', authorName: 'D. Levi' },
      'not_generated',
    );
    const full = { ...derived, title: 'Prep Once, Eat for a Month', subtitle: 'Fast', authorName: 'D. Levi' };
    await saveExpecting({ ...full, isbn: '0-306-40615-2' }, 'not_generated');
    await saveExpecting({ ...full, isbn: '0-306-40615-2' }, 'completed');
  });

  it("names a project the creator did not name after the saved plan's title, and keeps a name the creator gave", async () => {
    const owner = await ctx.signUp();
    const projectPath = (id: string) => `/api/projects/${id}`;
    const nameOf = async (id: string) =>
      expectBody(await owner.get(projectPath(id)), 200, projectDetail).then(({ title, nameGenerated }) => ({
        title,
        nameGenerated,
      }));

    // The wizard's draft name follows the plan, and goes on following it.
    const drafted = await wizardProject(owner);
    await savePlan(owner, drafted.id, PLAN);
    expect(await nameOf(drafted.id)).toEqual({ title: 'Slow Mornings', nameGenerated: true });
    await savePlan(owner, drafted.id, { ...PLAN, title: 'Calm Mornings' });
    expect(await nameOf(drafted.id)).toEqual({ title: 'Calm Mornings', nameGenerated: true });
    // The wizard's next generated name does not replace it; a name the creator gives does, and then stays.
    const generated = { title: 'Draft - Calm Mornings - Nov 26, 2026', nameGenerated: true };
    expect((await owner.patch(projectPath(drafted.id), generated)).status).toBe(200);
    expect(await nameOf(drafted.id)).toEqual({ title: 'Calm Mornings', nameGenerated: true });
    expect((await owner.patch(projectPath(drafted.id), { title: 'My Morning Book' })).status).toBe(200);
    await savePlan(owner, drafted.id, { ...PLAN, title: 'Mornings, Slowly' });
    expect(await nameOf(drafted.id)).toEqual({ title: 'My Morning Book', nameGenerated: false });

    // A wizard draft named before the wizard said so still carries a name nobody typed.
    const older = await createProject(ctx.db, {
      userId: owner.userId,
      title: 'Draft - Slow Mornings - Oct 2, 2026',
      status: 'ready',
      wizardStep: 6,
    });
    await savePlan(owner, older.id, PLAN);
    expect(await nameOf(older.id)).toEqual({ title: 'Slow Mornings', nameGenerated: true });

    // Named in Assemble: the creator's name stays.
    const assembled = await assembledProject(owner);
    await savePlan(owner, assembled.id, PLAN);
    expect(await nameOf(assembled.id)).toEqual({ title: 'Meal Prep Playbook', nameGenerated: false });
  });
});

describe.each(DIALECTS)('a plan saved on an older revision (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect);
  });
  afterEach(() => ctx.close());

  const planPath = (id: string) => `/api/projects/${id}/plan`;
  const SAVED_SINCE = 'The book plan was saved again after these changes began, so they are not saved.';

  it('is refused with 409 and changes nothing, and two saves on one revision at once cannot both pass', async () => {
    const owner = await ctx.signUp();
    const project = await createProject(ctx.db, { userId: owner.userId, title: 'Slow Mornings' });
    const path = planPath(project.id);
    const read = async () => expectBody(await owner.get(path), 200, bookPlanResponse);
    expect((await read()).revision).toBe(0);
    expect((await expectBody(await owner.put(path, { ...PLAN, revision: 0 }), 200, bookPlanResponse)).revision).toBe(1);

    // Two tabs open the plan at revision 1; the second saves first.
    await expectBody(await owner.put(path, { ...PLAN, title: 'Calm Mornings', revision: 1 }), 200, bookPlanResponse);
    await ctx.db.updateTable('projects').set({ documents_status: 'completed' }).where('id', '=', project.id).execute();
    const stale = await owner.put(path, { ...PLAN, title: 'Quiet Mornings', revision: 1 });
    expect((await expectBody(stale, 409, errorBody)).error).toEqual({ code: 'CONFLICT', message: SAVED_SINCE });
    expect(await read()).toEqual({ saved: true, plan: { ...PLAN, title: 'Calm Mornings' }, kind: 'book', revision: 2 });
    expect(await documentsStatusOf(ctx, project.id)).toBe('completed');

    // Saved on the revision it was shown, it is kept.
    await expectBody(await owner.put(path, { ...PLAN, title: 'Quiet Mornings', revision: 2 }), 200, bookPlanResponse);
    const both = await Promise.all(
      ['Soft Mornings', 'Still Mornings'].map((title) => owner.put(path, { ...PLAN, title, revision: 3 })),
    );
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = both[0]?.status === 200 ? 'Soft Mornings' : 'Still Mornings';
    expect(await read()).toEqual({ saved: true, plan: { ...PLAN, title: winner }, kind: 'book', revision: 4 });

    for (const revision of [-1, 1.5, '4']) {
      const refused = await expectBody(await owner.put(path, { ...PLAN, revision }), 400, errorBody);
      expect(refused.error.field).toBe('revision');
    }
    expect((await read()).revision).toBe(4);
  });
});
