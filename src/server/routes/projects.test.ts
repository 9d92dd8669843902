import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createContent,
  createCover,
  createIdea,
  createNiche,
  createProject,
  createTitle,
} from '../../../tests/factories/index.js';
import { documentsStatusOf } from '../../../tests/support/document-projects.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { eventually } from '../../../tests/support/eventually.js';
import { queuedJobs } from '../../../tests/support/queued-jobs.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import { errorBody } from '../../shared/schemas/error.js';
import { projectDetail, projectSummaryPage, type CreateProjectBody } from '../../shared/schemas/project.js';
import { bookPlanResponse } from '../../shared/schemas/book-plan.js';
import { generateDocumentsJob } from '../services/documents/generate-documents-job.js';
import { projectApi } from '../../shared/api/projects.js';
import { savedItemApi } from '../../shared/api/saved-items.js';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

describe.each(DIALECTS)('projects (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect);
  });
  afterEach(() => ctx.close());

  /** A user's saved niche, idea, title, cover and three contents. */
  async function partsOf(owner: Owner) {
    const userId = owner.userId;
    const niche = await createNiche(ctx.db, { userId });
    const idea = await createIdea(ctx.db, { userId });
    const title = await createTitle(ctx.db, { userId, title: 'Prep Once, Eat All Week 🍲' });
    const cover = await createCover(ctx.db, { userId });
    const contents = [];
    for (const sectionName of ['Introduction', 'Chapter 1: Planning', 'Conclusion']) {
      contents.push(await createContent(ctx.db, { userId, sectionName, content: `# ${sectionName}\n\nText.` }));
    }
    return { niche, idea, title, cover, contentIds: contents.map((content) => content.id) };
  }

  const fullBody = (parts: Awaited<ReturnType<typeof partsOf>>): CreateProjectBody => ({
    title: '  Meal Prep Playbook  ',
    productType: 'ebook',
    nicheId: parts.niche.id,
    ideaId: parts.idea.id,
    titleId: parts.title.id,
    coverId: parts.cover.id,
    contentIds: parts.contentIds,
  });

  const create = async (owner: Owner, body: CreateProjectBody) =>
    expectBody(await owner.call(projectApi.create, { body }), 201, projectDetail);

  const markCompleted = (id: string) =>
    ctx.db.updateTable('projects').set({ documents_status: 'completed' }).where('id', '=', id).execute();

  it('answers 401 to every project endpoint when signed out', async () => {
    const client = ctx.anonymous();
    for (const res of [
      await client.post('/api/projects', {}),
      await client.call(projectApi.read, { params: { id: MISSING_ID } }),
      await client.call(projectApi.updateWithPut, { params: { id: MISSING_ID }, body: {} }),
      await client.call(projectApi.update, { params: { id: MISSING_ID }, body: {} }),
      await client.call(projectApi.replaceSections, { params: { id: MISSING_ID }, body: { contentIds: [] } }),
    ]) {
      await expectBody(res, 401, errorBody);
    }
  });

  it('lists a project with no product type of its own as the type its idea gives it: a course idea’s as a course', async () => {
    const owner = await ctx.signUp();
    const idea = await createIdea(ctx.db, { userId: owner.userId });
    await ctx.db.updateTable('product_ideas').set({ product_type: 'course' }).where('id', '=', idea.id).execute();
    const project = await createProject(ctx.db, { userId: owner.userId, title: 'Calm Kitchens' });
    await ctx.db
      .updateTable('projects')
      .set({ product_idea_id: idea.id, product_type: null })
      .where('id', '=', project.id)
      .execute();
    const page = await expectBody(await owner.call(projectApi.list, {}), 200, projectSummaryPage);
    expect(page.items.map((item) => [item.title, item.productType])).toEqual([['Calm Kitchens', 'course']]);
    // Its page's header says so too, while the type of its own, which an update sets and clears, stays unset.
    const detail = await expectBody(
      await owner.call(projectApi.read, { params: { id: project.id } }),
      200,
      projectDetail,
    );
    expect([detail.madeAs, detail.productType]).toEqual(['course', null]);
    // As Assemble makes it (a title whose idea is a course), it is planned and written as a course.
    const plan = await expectBody(
      await owner.call(projectApi.readPlan, { params: { id: project.id } }),
      200,
      bookPlanResponse,
    );
    expect(plan.kind).toBe('course');
  });

  it('creates a draft with its parts and ordered sections, and reads it back joined', async () => {
    const owner = await ctx.signUp();
    const parts = await partsOf(owner);
    const reversed = [...parts.contentIds].reverse();
    const created = await create(owner, { ...fullBody(parts), contentIds: reversed });
    expect(created).toMatchObject({
      title: 'Meal Prep Playbook',
      status: 'draft',
      documentsStatus: 'not_generated',
      productType: 'ebook',
      niche: { id: parts.niche.id },
      idea: { id: parts.idea.id },
      productTitle: { id: parts.title.id, title: 'Prep Once, Eat All Week 🍲' },
      cover: { id: parts.cover.id },
    });
    expect(created.sections.map((section) => section.id)).toEqual(reversed);
    expect(created.sections[0]?.sectionName).toBe('Conclusion');

    const read = await expectBody(
      await owner.call(projectApi.read, { params: { id: created.id } }),
      200,
      projectDetail,
    );
    expect(read).toEqual(created);
  });

  it('creates a ready project with nothing linked, and keeps the wizard steps', async () => {
    const owner = await ctx.signUp();
    const created = await create(owner, { title: 'Draft Product', status: 'ready', wizardStep: 3, wizardMaxStep: 4 });
    expect(created).toMatchObject({ status: 'ready', niche: null, cover: null, sections: [], wizardStep: 3 });
    expect(created.wizardMaxStep).toBe(4);
  });

  it("refuses another user's ids, and ids of another kind, with a 400 on the first such field and writes nothing", async () => {
    const owner = await ctx.signUp();
    const stranger = await ctx.signUp();
    const mine = await partsOf(owner);
    const theirs = await partsOf(stranger);
    const cases: [Partial<CreateProjectBody>, string][] = [
      [{ nicheId: theirs.niche.id }, 'nicheId'],
      [{ ideaId: theirs.idea.id }, 'ideaId'],
      [{ titleId: theirs.title.id }, 'titleId'],
      [{ coverId: theirs.cover.id }, 'coverId'],
      [{ contentIds: [mine.contentIds[0]!, theirs.contentIds[1]!] }, 'contentIds.1'],
      [{ coverId: MISSING_ID }, 'coverId'],
      [{ titleId: mine.contentIds[0]! }, 'titleId'],
      [{ contentIds: [mine.title.id] }, 'contentIds.0'],
      [{ coverId: theirs.cover.id, contentIds: [theirs.contentIds[0]!] }, 'coverId'],
    ];
    for (const [change, field] of cases) {
      const body = await expectBody(
        await owner.call(projectApi.create, { body: { ...fullBody(mine), ...change } }),
        400,
        errorBody,
      );
      expect(body.error.field).toBe(field);
    }
    const count = await ctx.db.selectFrom('projects').select('id').execute();
    expect(count).toEqual([]);
  });

  it('refuses bad input with a field message', async () => {
    const owner = await ctx.signUp();
    const parts = await partsOf(owner);
    const cases: [unknown, string, string][] = [
      [{ title: '   ' }, 'title', 'Please enter a project name'],
      [{ title: 'x'.repeat(201) }, 'title', 'Project name must be at most 200 characters'],
      [{ title: 'A', status: 'archived' }, 'status', 'Status must be draft or ready'],
      [
        { title: 'A', contentIds: [parts.contentIds[0], parts.contentIds[0]] },
        'contentIds',
        'Each content section can be added once',
      ],
      [
        { title: 'A', contentIds: Array.from({ length: 201 }, () => MISSING_ID) },
        'contentIds',
        'A project can have at most 200 sections',
      ],
      [{ title: 'A', wizardStep: 7 }, 'wizardStep', 'The wizard step must be between 1 and 6'],
      [{ title: 'A', generateDocuments: 'yes' }, 'generateDocuments', 'generateDocuments must be true or false'],
    ];
    for (const [body, field, message] of cases) {
      const res = await expectBody(await owner.post('/api/projects', body), 400, errorBody);
      expect(res.error).toMatchObject({ field, message });
    }
  });

  it('makes one project when the same save is sent twice at once', async () => {
    const owner = await ctx.signUp();
    const body = { title: 'Twice', saveKey: '6f1c1d2e-8a3b-4c5d-9e6f-7a8b9c0d1e2f' };
    const [first, second] = await Promise.all([
      owner.call(projectApi.create, { body }),
      owner.call(projectApi.create, { body }),
    ]);
    const a = await expectBody(first, 201, projectDetail);
    const b = await expectBody(second, 201, projectDetail);
    expect(a.id).toBe(b.id);
    expect(await ctx.db.selectFrom('projects').select('id').execute()).toHaveLength(1);
  });

  it('saves the project and starts its documents in one request: the answer says they are generating, and they are made', async () => {
    const owner = await ctx.signUp();
    const parts = await partsOf(owner);
    const created = await create(owner, { ...fullBody(parts), generateDocuments: true });
    expect(created).toMatchObject({
      status: 'draft',
      documentsStatus: 'generating',
      documentsError: null,
      pdfUrl: null,
    });
    expect(await queuedJobs(ctx, generateDocumentsJob.name)).toHaveLength(1);

    await ctx.jobs.start();
    const settled = await eventually(async () => {
      const read = await expectBody(
        await owner.call(projectApi.read, { params: { id: created.id } }),
        200,
        projectDetail,
      );
      return read.documentsStatus !== 'generating' && read;
    }, 60_000);
    expect(settled).toMatchObject({ status: 'ready', documentsStatus: 'completed' });
    // The renderer here is the tests' stand-in; project-documents.slow.test.ts reads the sections in the real files.
    const pdf = await owner.get(settled.pdfUrl!);
    expect(await pdf.text()).toBe('stand-in pdf of "Prep Once, Eat All Week 🍲"');
  }, 90_000);

  it('starts the documents once when the same save is sent twice at once, and not at all unless asked', async () => {
    const owner = await ctx.signUp();
    const body = { title: 'Twice', saveKey: '0b7c4e1a-2d3f-4a5b-8c6d-7e8f9a0b1c2d', generateDocuments: true };
    const answers = await Promise.all([
      owner.call(projectApi.create, { body }),
      owner.call(projectApi.create, { body }),
    ]);
    const [a, b] = await Promise.all(answers.map((res) => expectBody(res, 201, projectDetail)));
    expect(a!.id).toBe(b!.id);
    expect([a!.documentsStatus, b!.documentsStatus]).toEqual(['generating', 'generating']);
    expect(await queuedJobs(ctx, generateDocumentsJob.name)).toHaveLength(1);

    expect(await create(owner, { title: 'Kept as a draft' })).toMatchObject({ documentsStatus: 'not_generated' });
    expect(await queuedJobs(ctx, generateDocumentsJob.name)).toHaveLength(1);
  });

  it('answers 404 to a missing, malformed or foreign project on every id route, and changes nothing', async () => {
    const owner = await ctx.signUp();
    const stranger = await ctx.signUp();
    const project = await createProject(ctx.db, { userId: owner.userId, documentsStatus: 'completed' });
    for (const id of [MISSING_ID, 'not-a-uuid', project.id]) {
      for (const res of [
        await stranger.call(projectApi.read, { params: { id } }),
        await stranger.call(projectApi.update, { params: { id }, body: { title: 'Mine now' } }),
        await stranger.call(projectApi.updateWithPut, { params: { id }, body: { title: 'Mine now' } }),
        await stranger.call(projectApi.replaceSections, { params: { id }, body: { contentIds: [] } }),
      ]) {
        const body = await expectBody(res, 404, errorBody);
        expect(body.error.message).toBe('Project not found');
      }
    }
    const row = await ctx.db.selectFrom('projects').selectAll().where('id', '=', project.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: project.title, documents_status: 'completed' });
  });

  it('changes the title and status without touching the PDF, and refuses setting a generation status', async () => {
    const owner = await ctx.signUp();
    const created = await create(owner, { title: 'Old' });
    await markCompleted(created.id);
    const updated = await expectBody(
      await owner.call(projectApi.update, { params: { id: created.id }, body: { title: 'New name', status: 'ready' } }),
      200,
      projectDetail,
    );
    expect(updated).toMatchObject({ title: 'New name', status: 'ready', documentsStatus: 'completed' });

    const refused = await expectBody(
      await owner.call(projectApi.update, { params: { id: created.id }, body: { documentsStatus: 'completed' } }),
      400,
      errorBody,
    );
    expect(refused.error.field).toBe('documentsStatus');
    const reset = await expectBody(
      await owner.call(projectApi.updateWithPut, {
        params: { id: created.id },
        body: { documentsStatus: 'not_generated' },
      }),
      200,
      projectDetail,
    );
    expect(reset.documentsStatus).toBe('not_generated');
  });

  it('resets documents_status when the product type, niche, idea, title or cover changes, and not when the same one is sent', async () => {
    const owner = await ctx.signUp();
    const parts = await partsOf(owner);
    const created = await create(owner, fullBody(parts));
    const other = await partsOf(owner);
    for (const change of [
      // The files print the product type: its trim, its nouns, a workbook's fillable PDF.
      { productType: 'workbook' as const },
      { nicheId: other.niche.id },
      { ideaId: other.idea.id },
      { titleId: other.title.id },
      { coverId: other.cover.id },
      { coverId: null },
    ]) {
      await markCompleted(created.id);
      await expectBody(
        await owner.call(projectApi.update, { params: { id: created.id }, body: change }),
        200,
        projectDetail,
      );
      expect(await documentsStatusOf(ctx, created.id)).toBe('not_generated');
    }
    await markCompleted(created.id);
    await expectBody(
      await owner.call(projectApi.update, {
        params: { id: created.id },
        body: { titleId: other.title.id, productType: 'workbook' },
      }),
      200,
      projectDetail,
    );
    expect(await documentsStatusOf(ctx, created.id)).toBe('completed');
  });

  it("lets a generated name follow the title only until the creator names the project, and keeps the creator's", async () => {
    const owner = await ctx.signUp();
    const parts = await partsOf(owner);
    const draft = await create(owner, { title: 'Draft Product - Nov 23, 2026', nameGenerated: true });
    expect(draft.nameGenerated).toBe(true);
    const patch = (body: Record<string, unknown>) =>
      owner
        .call(projectApi.update, { params: { id: draft.id }, body })
        .then((res) => expectBody(res, 200, projectDetail));

    const titled = await patch({
      titleId: parts.title.id,
      title: 'Draft - Prep Once, Eat All Week 🍲 - Nov 23, 2026',
      nameGenerated: true,
    });
    expect(titled).toMatchObject({ title: 'Draft - Prep Once, Eat All Week 🍲 - Nov 23, 2026', nameGenerated: true });

    const named = await patch({ title: '  Farmers Market Baker Guide  ' });
    expect(named).toMatchObject({ title: 'Farmers Market Baker Guide', nameGenerated: false });
    await markCompleted(draft.id);
    const other = await createTitle(ctx.db, { userId: owner.userId, title: 'Crumb & Crust' });
    const kept = await patch({ titleId: other.id, title: 'Draft - Crumb & Crust - Nov 24, 2026', nameGenerated: true });
    expect(kept).toMatchObject({
      title: 'Farmers Market Baker Guide',
      nameGenerated: false,
      productTitle: { id: other.id },
      documentsStatus: 'not_generated',
    });
    const listed = await owner.call(projectApi.list, { query: { search: 'farmers' } });
    expect(JSON.stringify(await listed.json())).toContain('Farmers Market Baker Guide');

    // A project made elsewhere (Assemble) was named by its creator from the start.
    const assembled = await create(owner, { title: 'Sourdough Sundays' });
    expect(assembled.nameGenerated).toBe(false);
    const untouched = await expectBody(
      await owner.call(projectApi.update, {
        params: { id: assembled.id },
        body: { title: 'Draft - X - Nov 24, 2026', nameGenerated: true },
      }),
      200,
      projectDetail,
    );
    expect(untouched.title).toBe('Sourdough Sundays');
  });

  it('refuses nameGenerated without the name it describes, and writes nothing', async () => {
    const owner = await ctx.signUp();
    const draft = await create(owner, { title: 'Draft Product - Nov 23, 2026', nameGenerated: true });
    for (const body of [
      { nameGenerated: true, status: 'ready' },
      { title: 'Mine', nameGenerated: 'yes' },
    ]) {
      const refused = await expectBody(await owner.patch(`/api/projects/${draft.id}`, body), 400, errorBody);
      expect(refused.error.field).toBe('nameGenerated');
    }
    const row = await ctx.db.selectFrom('projects').selectAll().where('id', '=', draft.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Draft Product - Nov 23, 2026', status: 'draft', name_generated: 1 });
  });

  it('resets documents_status of the projects using a section or title when that is edited, and of no other', async () => {
    const owner = await ctx.signUp();
    const stranger = await ctx.signUp();
    const parts = await partsOf(owner);
    const using = await create(owner, fullBody(parts));
    const other = await create(owner, { title: 'Other Product', contentIds: [parts.contentIds[1] ?? ''] });
    const [first] = parts.contentIds;
    const edits = [
      {
        url: `/api/content/${first}`,
        body: { sectionName: 'Chapter 3: ÜBER 🍲', content: '# New\n\nText.', contentType: 'markdown' },
      },
      { url: `/api/titles/${parts.title.id}`, body: { title: 'Prep Once, Eat All Month', tone: 'playful' } },
    ];
    for (const { url, body } of edits) {
      await markCompleted(using.id);
      await markCompleted(other.id);
      await expectBody(await stranger.put(url, body), 404, errorBody);
      expect(await documentsStatusOf(ctx, using.id)).toBe('completed');
      await expectBody(await owner.put(url, body), 200, z.looseObject({ id: z.uuid() }));
      expect(await documentsStatusOf(ctx, using.id)).toBe('not_generated');
      expect(await documentsStatusOf(ctx, other.id)).toBe('completed');
    }
    const read = await expectBody(await owner.call(projectApi.read, { params: { id: using.id } }), 200, projectDetail);
    expect(read.sections[0]).toMatchObject({ sectionName: 'Chapter 3: ÜBER 🍲', contentType: 'markdown' });
  });

  it("counts the author notes of the project's own sections, and follows an edit of one", async () => {
    const owner = await ctx.signUp();
    const userId = owner.userId;
    const twoNotes = await createContent(ctx.db, {
      userId,
      sectionName: 'Chapter 1: Planning',
      content: '# Planning\n\n:::note\n- [ ] Add your own example\n:::\n\nText.\n\n:::note\nYour notes',
    });
    const oneNote = await createContent(ctx.db, {
      userId,
      sectionName: 'Chapter 2: Shopping',
      content: 'Text.\n\n:::note\n[Sum up the chapter in your words]\n:::',
    });
    const none = await createContent(ctx.db, { userId, sectionName: 'Conclusion', content: 'Done. ::: not a note' });
    const elsewhere = await createContent(ctx.db, { userId, content: ':::note\nNot in this project\n:::' });
    const created = await create(owner, { title: 'Noted', contentIds: [twoNotes.id, oneNote.id, none.id] });
    expect(created.authorNoteCount).toBe(3);
    expect((await create(owner, { title: 'Clean' })).authorNoteCount).toBe(0);
    expect((await create(owner, { title: 'Other', contentIds: [elsewhere.id] })).authorNoteCount).toBe(1);

    await expectBody(
      await owner.call(savedItemApi.content.update, {
        params: { id: oneNote.id },
        body: {
          sectionName: 'Chapter 2: Shopping',
          content: 'The reader text, notes replaced.',
          contentType: 'markdown',
        },
      }),
      200,
      z.looseObject({ id: z.uuid() }),
    );
    const read = await expectBody(
      await owner.call(projectApi.read, { params: { id: created.id } }),
      200,
      projectDetail,
    );
    expect(read.authorNoteCount).toBe(2);
  });

  it('reads the download links only once made, derived from the id, and the failure reason only while failed', async () => {
    const owner = await ctx.signUp();
    const created = await create(owner, { title: 'Failing Book' });
    expect(created).toMatchObject({ pdfUrl: null, docxUrl: null, epubUrl: null, documentsError: null });
    const reason = 'The worker stopped before the job finished';
    await ctx.db
      .updateTable('projects')
      .set({ documents_status: 'failed', documents_error: reason })
      .where('id', '=', created.id)
      .execute();
    const failed = await expectBody(
      await owner.call(projectApi.read, { params: { id: created.id } }),
      200,
      projectDetail,
    );
    expect(failed).toMatchObject({ documentsStatus: 'failed', documentsError: reason, pdfUrl: null });
    await ctx.db.updateTable('projects').set({ documents_status: 'completed' }).where('id', '=', created.id).execute();
    const done = await expectBody(
      await owner.call(projectApi.read, { params: { id: created.id } }),
      200,
      projectDetail,
    );
    expect(done).toMatchObject({
      documentsStatus: 'completed',
      documentsError: null,
      pdfUrl: `/api/projects/${created.id}/documents/pdf`,
      docxUrl: `/api/projects/${created.id}/documents/docx`,
      epubUrl: `/api/projects/${created.id}/documents/epub`,
    });
  });

  it('replaces the sections in order and resets documents_status, unless the list is the same', async () => {
    const owner = await ctx.signUp();
    const parts = await partsOf(owner);
    const created = await create(owner, fullBody(parts));
    const [a, b, c] = parts.contentIds;

    await markCompleted(created.id);
    const same = await expectBody(
      await owner.put(`/api/projects/${created.id}/sections`, { contentIds: [a, b, c] }),
      200,
      projectDetail,
    );
    expect(same.documentsStatus).toBe('completed');

    const reordered = await expectBody(
      await owner.put(`/api/projects/${created.id}/sections`, { contentIds: [c, a] }),
      200,
      projectDetail,
    );
    expect(reordered.sections.map((section) => section.id)).toEqual([c, a]);
    expect(reordered.documentsStatus).toBe('not_generated');
  });

  it("refuses another user's content in the sections and keeps the old ones", async () => {
    const owner = await ctx.signUp();
    const stranger = await ctx.signUp();
    const parts = await partsOf(owner);
    const created = await create(owner, fullBody(parts));
    const theirs = await createContent(ctx.db, { userId: stranger.userId });
    const body = await expectBody(
      await owner.put(`/api/projects/${created.id}/sections`, { contentIds: [parts.contentIds[0], theirs.id] }),
      400,
      errorBody,
    );
    expect(body.error.field).toBe('contentIds.1');
    const read = await expectBody(
      await owner.call(projectApi.read, { params: { id: created.id } }),
      200,
      projectDetail,
    );
    expect(read.sections.map((section) => section.id)).toEqual(parts.contentIds);
  });

  it('keeps the old sections and documents status when the insert fails half-way through a replace', async () => {
    const owner = await ctx.signUp();
    const parts = await partsOf(owner);
    const created = await create(owner, fullBody(parts));
    await markCompleted(created.id);
    // The second new section row fails to insert, after the old rows were deleted and the first new one written.
    if (dialect === 'sqlite') {
      await sql`create trigger fail_second_section before insert on project_content_sections
        when new.order_index = 1 begin select raise(abort, 'second section refused'); end`.execute(ctx.db);
    } else {
      await sql`create function fail_second_section() returns trigger language plpgsql as $$
        begin if new.order_index = 1 then raise exception 'second section refused'; end if; return new; end $$`.execute(
        ctx.db,
      );
      await sql`create trigger fail_second_section before insert on project_content_sections
        for each row execute function fail_second_section()`.execute(ctx.db);
    }
    const [a, b, c] = parts.contentIds;
    const body = await expectBody(
      await owner.put(`/api/projects/${created.id}/sections`, { contentIds: [c, b, a] }),
      500,
      errorBody,
    );
    expect(body.error.message).toBe('Failed to add content sections');
    const read = await expectBody(
      await owner.call(projectApi.read, { params: { id: created.id } }),
      200,
      projectDetail,
    );
    expect(read.sections.map((section) => section.id)).toEqual([a, b, c]);
    expect(read.documentsStatus).toBe('completed');
  });
});
