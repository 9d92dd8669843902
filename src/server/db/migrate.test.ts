import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectStatus } from '../../shared/catalog.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import { migrateAuthTables } from '../auth/migrate-auth-tables.js';
import {
  createContent,
  createCover,
  createIdea,
  createNiche,
  createProject,
  createTitle,
} from '../../../tests/factories/index.js';
import { ownTables, snapshotDatabase } from '../../../tests/support/database-snapshot.js';
import { now, readJson, writeJson } from './codec.js';
import { migrateDatabase } from './migrate.js';
import { searchTextMigration } from './migrations/0008_search_text.js';
import { projectNameGeneratedMigration } from './migrations/0011_project_name_generated.js';
import { documentsGenerationMigration } from './migrations/0012_documents_generation.js';
import { documentsStatusMigration } from './migrations/0015_documents_status.js';
import { bookPlanDescriptionMigration } from './migrations/0019_book_plan_description.js';
import { planBasisMigration } from './migrations/0020_plan_basis.js';
import { draftDocumentsMigration } from './migrations/0023_draft_documents.js';
import { coverImageKeyMigration } from './migrations/0028_cover_image_key.js';
import { partOriginsMigration } from './migrations/0030_part_origins.js';
import { sixWizardStepsMigration } from './migrations/0037_six_wizard_steps.js';
import { licenseMigration } from './migrations/0042_license.js';

const SPEC_TABLES = [
  'cover_images',
  'generated_content',
  'niches',
  'product_ideas',
  'product_titles',
  'profiles',
  'project_content_sections',
  'projects',
  'user_roles',
];

describe.each(DIALECTS)('migrations (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect);
  });
  afterEach(() => ctx.close());

  /** The columns of this test's projects table (on PostgreSQL, of its own schema). */
  const projectColumns = async () =>
    (await ownTables(ctx.db, dialect)).find((table) => table.name === 'projects')!.columns;

  it('creates every table of the product and the auth tables', async () => {
    const tables = (await ownTables(ctx.db, dialect)).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining([...SPEC_TABLES, 'users', 'sessions', 'accounts', 'verifications']));
    expect((await projectColumns()).sort()).toEqual(
      [
        'id',
        'user_id',
        'title',
        'status',
        'niche',
        'niche_id',
        'product_idea_id',
        'title_id',
        'cover_id',
        'product_type',
        'documents_status',
        'documents_error',
        'documents_generation',
        'draft_documents_status',
        'draft_documents_error',
        'draft_documents_generation',
        'print_trim',
        'print_paper',
        'print_bleed',
        'print_notes_pages',
        'print_page_count',
        'print_error',
        'fillable_fields',
        'model_answers',
        'license',
        'wizard_step',
        'wizard_max_step',
        'name_generated',
        'search_text',
        'created_at',
        'updated_at',
      ].sort(),
    );
  });

  it('indexes every list the product reads', async () => {
    const names =
      dialect === 'sqlite'
        ? (await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(ctx.db)).rows
        : (
            await sql<{
              name: string;
            }>`select indexname as name from pg_indexes where schemaname = current_schema()`.execute(ctx.db)
          ).rows;
    const indexNames = names.map((r) => r.name);
    for (const table of [
      'projects',
      'niches',
      'product_ideas',
      'product_titles',
      'generated_content',
      'cover_images',
    ]) {
      expect(indexNames).toContain(`${table}_user_created_search_idx`);
      if (dialect === 'postgres') expect(indexNames).toContain(`${table}_search_trgm_idx`);
      for (const replaced of ['user_created_idx', 'user_created_id_idx', 'user_search_idx'])
        expect(indexNames).not.toContain(`${table}_${replaced}`);
    }
    expect(indexNames).toContain('project_content_sections_project_order_idx');
  });

  it('0008 backfills the cover title from its request and every search_text, folded like the stores fold it', async () => {
    const { userId } = await ctx.signUp({ email: 'owner@example.com' });
    const project = await createProject(ctx.db, { userId, title: 'ÉCOLE du Pain' });
    const niche = await createNiche(ctx.db, { userId, name: 'Straße & Café' });
    const drawn = await createCover(ctx.db, { userId });
    const bare = await createCover(ctx.db, { userId });
    await ctx.db
      .updateTable('cover_images')
      .set({ generation_input: writeJson({ title: 'Ölkuchen FÜR Alle', authorName: 'Ana' }) })
      .where('id', '=', drawn.id)
      .execute();
    // Back to the columns before 0008 (and the indexes of 0017 that hold search_text), then 0008 again over rows
    // it has never seen.
    for (const table of [
      'projects',
      'niches',
      'product_ideas',
      'product_titles',
      'generated_content',
      'cover_images',
    ]) {
      await ctx.db.schema.dropIndex(`${table}_user_created_search_idx`).execute();
      if (dialect === 'postgres') await ctx.db.schema.dropIndex(`${table}_search_trgm_idx`).execute();
      await ctx.db.schema.alterTable(table).dropColumn('search_text').execute();
    }
    await ctx.db.schema.alterTable('cover_images').dropColumn('title').execute();
    await searchTextMigration(dialect).up(ctx.db);

    const searchText = async (table: 'projects' | 'niches', id: string) =>
      (await ctx.db.selectFrom(table).select('search_text').where('id', '=', id).executeTakeFirstOrThrow()).search_text;
    expect(await searchText('projects', project.id)).toBe('école du pain');
    expect(await searchText('niches', niche.id)).toBe('straße & café');
    const covers = await ctx.db.selectFrom('cover_images').select(['id', 'title', 'search_text']).execute();
    expect(covers.find((c) => c.id === drawn.id)).toMatchObject({
      title: 'Ölkuchen FÜR Alle',
      search_text: 'ölkuchen für alle',
    });
    expect(covers.find((c) => c.id === bare.id)).toMatchObject({ title: null, search_text: '' });
  });

  it("0011 marks the wizard's drafts named 'Draft - …' as generated, and no name a creator gave", async () => {
    const { userId } = await ctx.signUp({ email: 'owner@example.com' });
    const wizardDraft = (title: string, status: ProjectStatus = 'draft') => ({ userId, title, status, wizardStep: 3 });
    const projects = {
      titled: await createProject(ctx.db, wizardDraft('Draft - Bake Between Shifts - Nov 23, 2026')),
      untitled: await createProject(ctx.db, wizardDraft('Draft Product - Nov 23, 2026')),
      named: await createProject(ctx.db, wizardDraft('Farmers Market Baker Guide')),
      finished: await createProject(ctx.db, wizardDraft('Draft - Crumb - Nov 23, 2026', 'ready')),
      assembled: await createProject(ctx.db, { userId, title: 'Draft - Kept As Typed - Nov 23, 2026' }),
    };
    // Back to the columns before 0011, then 0011 again over rows it has never seen.
    await ctx.db.schema.alterTable('projects').dropColumn('name_generated').execute();
    await projectNameGeneratedMigration().up(ctx.db);

    const rows = await ctx.db.selectFrom('projects').select(['id', 'name_generated']).execute();
    const generated = (id: string) => rows.find((row) => row.id === id)?.name_generated;
    expect(generated(projects.titled.id)).toBe(1);
    expect(generated(projects.untitled.id)).toBe(1);
    expect(generated(projects.named.id)).toBe(0);
    expect(generated(projects.finished.id)).toBe(0);
    expect(generated(projects.assembled.id)).toBe(0);
  });

  it('0012 gives every project an empty documents generation, which then holds a generation id', async () => {
    const { userId } = await ctx.signUp({ email: 'owner@example.com' });
    const completed = await createProject(ctx.db, { userId, documentsStatus: 'completed' });
    const fresh = await createProject(ctx.db, { userId });
    // Back to the columns before 0012, then 0012 again over rows it has never seen.
    await ctx.db.schema.alterTable('projects').dropColumn('documents_generation').execute();
    await documentsGenerationMigration().up(ctx.db);

    const generationOf = async (id: string) =>
      (
        await ctx.db
          .selectFrom('projects')
          .select('documents_generation')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).documents_generation;
    expect(await generationOf(completed.id)).toBeNull();
    expect(await generationOf(fresh.id)).toBeNull();
    const generation = randomUUID();
    await ctx.db.updateTable('projects').set({ documents_generation: generation }).where('id', '=', fresh.id).execute();
    expect(await generationOf(fresh.id)).toBe(generation);
    expect(await generationOf(completed.id)).toBeNull();
  });

  it('0023 gives every project a draft copy, and moves a generation its job made as a draft there', async () => {
    const { userId } = await ctx.signUp({ email: 'owner@example.com' });
    const [draftMade, saleMade, fresh] = await Promise.all(
      ['draft', 'sale', 'fresh'].map(() => createProject(ctx.db, { userId, documentsStatus: 'completed' })),
    );
    const generations = { draft: randomUUID(), sale: randomUUID() };
    for (const [project, generation] of [
      [draftMade!, generations.draft],
      [saleMade!, generations.sale],
    ] as const)
      await ctx.db
        .updateTable('projects')
        .set({ documents_generation: generation })
        .where('id', '=', project.id)
        .execute();
    const job = (projectId: string, generation: string, draft: boolean) => ({
      id: randomUUID(),
      name: 'generate-documents',
      payload: writeJson({ userId, projectId, generation, draft }),
      status: 'completed' as const,
      attempts: 1,
      max_attempts: 2,
      created_at: now(),
      updated_at: now(),
    });
    await ctx.db
      .insertInto('jobs')
      .values([job(draftMade!.id, generations.draft, true), job(saleMade!.id, generations.sale, false)])
      .execute();
    // Back to the columns before 0023, then 0023 again over these rows.
    for (const column of ['draft_documents_status', 'draft_documents_error', 'draft_documents_generation'])
      await ctx.db.schema.alterTable('projects').dropColumn(column).execute();
    await draftDocumentsMigration().up(ctx.db);

    const copies = await ctx.db
      .selectFrom('projects')
      .select([
        'id',
        'documents_status',
        'documents_generation',
        'draft_documents_status',
        'draft_documents_generation',
      ])
      .where('user_id', '=', userId)
      .execute();
    const copiesOf = (id: string) => copies.find((row) => row.id === id);
    expect(copiesOf(draftMade!.id)).toMatchObject({
      documents_status: 'not_generated',
      documents_generation: null,
      draft_documents_status: 'completed',
      draft_documents_generation: generations.draft,
    });
    expect(copiesOf(saleMade!.id)).toMatchObject({
      documents_status: 'completed',
      documents_generation: generations.sale,
      draft_documents_status: 'not_generated',
      draft_documents_generation: null,
    });
    expect(copiesOf(fresh!.id)).toMatchObject({
      documents_status: 'completed',
      draft_documents_status: 'not_generated',
    });
  });

  it('0013 keeps one book plan per project, removed with its project', async () => {
    const { userId } = await ctx.signUp({ email: 'owner@example.com' });
    const project = await createProject(ctx.db, { userId });
    const kept = await createProject(ctx.db, { userId });
    const plan = (projectId: string, title: string) => ({
      project_id: projectId,
      user_id: userId,
      title,
      subtitle: '',
      author_name: 'Ana',
      isbn: '',
      chapters: writeJson([{ title: 'Pantry', goal: '' }]),
      created_at: now(),
      updated_at: now(),
    });
    await ctx.db
      .insertInto('book_plans')
      .values([plan(project.id, 'First'), plan(kept.id, 'Kept')])
      .execute();
    await expect(ctx.db.insertInto('book_plans').values(plan(project.id, 'Second')).execute()).rejects.toThrow();

    await ctx.db.deleteFrom('projects').where('id', '=', project.id).execute();
    const rows = await ctx.db.selectFrom('book_plans').select(['project_id', 'title']).execute();
    expect(rows).toEqual([{ project_id: kept.id, title: 'Kept' }]);
  });

  it('0015 keeps every status and failure reason under their new names and drops the stored URLs', async () => {
    const { userId } = await ctx.signUp({ email: 'owner@example.com' });
    const completed = await createProject(ctx.db, { userId, documentsStatus: 'completed' });
    const failed = await createProject(ctx.db, { userId, documentsStatus: 'failed' });
    const fresh = await createProject(ctx.db, { userId });
    await ctx.db
      .updateTable('projects')
      .set({ documents_error: 'Failed to generate documents' })
      .where('id', '=', failed.id)
      .execute();
    // Back to the columns before 0015, the URLs as the job wrote them, then 0015 again over rows it has never seen.
    await ctx.db.schema.alterTable('projects').renameColumn('documents_status', 'pdf_status').execute();
    await ctx.db.schema.alterTable('projects').renameColumn('documents_error', 'pdf_error').execute();
    for (const format of ['pdf', 'docx', 'epub']) {
      await ctx.db.schema.alterTable('projects').addColumn(`${format}_url`, 'text').execute();
      await sql`update projects set ${sql.ref(`${format}_url`)} = ${`/api/projects/${completed.id}/documents/${format}`}
        where id = ${completed.id}`.execute(ctx.db);
    }
    await documentsStatusMigration().up(ctx.db);

    const rows = await ctx.db.selectFrom('projects').select(['id', 'documents_status', 'documents_error']).execute();
    const stored = new Map(rows.map((row) => [row.id, [row.documents_status, row.documents_error]]));
    expect(stored.get(completed.id)).toEqual(['completed', null]);
    expect(stored.get(failed.id)).toEqual(['failed', 'Failed to generate documents']);
    expect(stored.get(fresh.id)).toEqual(['not_generated', null]);
    expect((await projectColumns()).filter((name) => name.startsWith('pdf_') || name.endsWith('_url'))).toEqual([]);
  });

  it('0019 gives every plan saved before it an empty description: the files then carry one built from the plan', async () => {
    const { userId } = await ctx.signUp({ email: 'owner@example.com' });
    const project = await createProject(ctx.db, { userId });
    // Back to the plans before 0019, one saved then, and 0019 again over it.
    await ctx.db.schema.alterTable('book_plans').dropColumn('description').execute();
    await sql`insert into book_plans (project_id, user_id, title, subtitle, author_name, isbn, chapters)
      values (${project.id}, ${userId}, 'Slow Mornings', '', 'Ana', '', ${writeJson([{ title: 'Pantry', goal: '' }])})`.execute(
      ctx.db,
    );
    await bookPlanDescriptionMigration().up(ctx.db);

    const rows = await ctx.db.selectFrom('book_plans').select(['title', 'description']).execute();
    expect(rows).toEqual([{ title: 'Slow Mornings', description: '' }]);
  });

  it('0020 gives each part a run wrote the plan it was written against, the latest run last; other sections none', async () => {
    const { userId } = await ctx.signUp({ email: 'owner@example.com' });
    const project = await createProject(ctx.db, { userId });
    const intro = await createContent(ctx.db, { userId, sectionName: 'Introduction' });
    const chapter = await createContent(ctx.db, { userId, sectionName: 'Chapter 2: Quiet Kitchens' });
    const other = await createContent(ctx.db, { userId, sectionName: 'Shopping List' });
    const run = async (titles: string[], secondsAgo: number, steps: { role: string; number: number | null }[]) => {
      const id = randomUUID();
      const at = new Date(Date.now() - secondsAgo * 1000).toISOString();
      await ctx.db
        .insertInto('book_runs')
        .values({
          id,
          user_id: userId,
          project_id: project.id,
          kind: 'book',
          status: 'completed',
          content_type: 'educational',
          plan: writeJson({
            title: 'Slow Mornings',
            productType: 'ebook',
            chapters: titles.map((title) => ({ title, goal: '' })),
          }),
          steps: writeJson(steps.map((step) => ({ ...step, key: 'k', title: 't', goal: '', sectionName: 's' }))),
          provider: 'offline',
          model: 'offline',
          estimate_input_tokens: 0,
          estimate_output_tokens: 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
      return id;
    };
    const part = (runId: string, step: number, contentId: string) => ({
      run_id: runId,
      step,
      content_id: contentId,
      summary: '',
      words: 1,
      input_tokens: 0,
      output_tokens: 0,
      duration_ms: 1,
      created_at: now(),
    });
    const first = await run(['Mornings', 'Kitchens'], 60, [
      { role: 'chapter', number: 2 },
      { role: 'introduction', number: null },
    ]);
    const second = await run(['Mornings', 'Quiet Kitchens', 'Evenings'], 30, [{ role: 'introduction', number: null }]);
    await ctx.db
      .insertInto('book_run_parts')
      .values([part(first, 0, chapter.id), part(first, 1, intro.id), part(second, 0, intro.id)])
      .execute();
    // Back to the columns before 0020, then 0020 again over runs it has never seen.
    await ctx.db.schema.alterTable('generated_content').dropColumn('plan_basis').execute();
    await planBasisMigration(dialect).up(ctx.db);

    const rows = await ctx.db.selectFrom('generated_content').select(['id', 'plan_basis']).execute();
    const basis = new Map(rows.map((row) => [row.id, row.plan_basis === null ? null : readJson(row.plan_basis)]));
    expect(basis.get(chapter.id)).toEqual({ chapters: ['Mornings', 'Kitchens'], number: 2, written: [] });
    expect(basis.get(intro.id)).toEqual({
      chapters: ['Mornings', 'Quiet Kitchens', 'Evenings'],
      number: null,
      written: [1, 2, 3],
    });
    expect(basis.get(other.id)).toBeNull();
  });

  it("0028 gives each saved cover the key of its stored image, from its URL's file name; an inline image none", async () => {
    const { userId } = await ctx.signUp({ email: 'owner@example.com' });
    const [stored, olderRoute, inline] = [
      await createCover(ctx.db, { userId }),
      await createCover(ctx.db, { userId }),
      await createCover(ctx.db, { userId }),
    ];
    const [storedFile, olderFile] = [randomUUID(), randomUUID()];
    const setUrl = (id: string, imageUrl: string) =>
      ctx.db.updateTable('cover_images').set({ image_url: imageUrl }).where('id', '=', id).execute();
    await setUrl(stored.id, `/api/covers/images/${storedFile}.png`);
    await setUrl(olderRoute.id, `/files/covers/${olderFile}.png`);
    await ctx.db.schema.alterTable('cover_images').dropColumn('image_key').execute();
    await coverImageKeyMigration().up(ctx.db);

    const keys = await ctx.db.selectFrom('cover_images').select(['id', 'image_key']).execute();
    expect(Object.fromEntries(keys.map((row) => [row.id, row.image_key]))).toEqual({
      [stored.id]: `covers/${userId}/${storedFile}.png`,
      [olderRoute.id]: `covers/${userId}/${olderFile}.png`,
      [inline.id]: null,
    });
  });

  it('0030 records what generated each section, through an edit by hand from the run that last wrote it; no stored file a maker', async () => {
    const { userId } = await ctx.signUp({ email: 'owner@example.com' });
    const project = await createProject(ctx.db, { userId });
    const section = (writer: string | null) =>
      createContent(ctx.db, { userId }).then(async (row) => {
        await ctx.db.updateTable('generated_content').set({ writer }).where('id', '=', row.id).execute();
        return row.id;
      });
    const [drafted, written, editedRun, editedOld, typed] = [
      await section('offline'),
      await section('openai/gpt-4o-mini'),
      await section('creator'),
      await section('creator'),
      await section(null),
    ];
    const runId = randomUUID();
    await ctx.db
      .insertInto('book_runs')
      .values({
        id: runId,
        user_id: userId,
        project_id: project.id,
        kind: 'book',
        status: 'completed',
        content_type: 'educational',
        plan: writeJson({ title: 'Slow Mornings', productType: 'ebook', chapters: [] }),
        steps: writeJson([]),
        provider: 'anthropic',
        model: 'claude-sonnet-4-5',
        estimate_input_tokens: 0,
        estimate_output_tokens: 0,
        created_at: now(),
        updated_at: now(),
      })
      .execute();
    const part = (step: number, contentId: string, writer: string | null, at: string) => ({
      run_id: runId,
      step,
      content_id: contentId,
      summary: '',
      words: 1,
      input_tokens: 0,
      output_tokens: 0,
      duration_ms: 1,
      created_at: at,
      writer,
    });
    await ctx.db
      .insertInto('book_run_parts')
      .values([
        part(0, editedRun, 'offline', '2026-11-01T10:00:00.000Z'),
        part(1, editedRun, 'anthropic/claude-sonnet-4-5', '2026-11-02T10:00:00.000Z'),
        part(2, editedOld, null, '2026-11-02T10:00:00.000Z'),
      ])
      .execute();
    await ctx.db
      .insertInto('stored_files')
      .values({ key: `covers/${userId}/x.png`, user_id: userId, size: 1, claimed_at: now() })
      .execute();
    // Back to the columns before 0030, then 0030 again over the rows it has never seen.
    for (const column of ['generated_by', 'previous_writer', 'previous_generated_by'])
      await ctx.db.schema.alterTable('generated_content').dropColumn(column).execute();
    await ctx.db.schema.alterTable('stored_files').dropColumn('made_by').execute();
    await partOriginsMigration().up(ctx.db);

    const rows = await ctx.db.selectFrom('generated_content').select(['id', 'generated_by']).execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, row.generated_by]))).toEqual({
      [drafted]: 'offline',
      [written]: 'openai/gpt-4o-mini',
      [editedRun]: 'anthropic/claude-sonnet-4-5',
      [editedOld]: null,
      [typed]: null,
    });
    expect(await ctx.db.selectFrom('stored_files').select('made_by').execute()).toEqual([{ made_by: null }]);
  });

  it('0037 moves a draft left at the old seventh wizard step to Review, the sixth', async () => {
    const { userId } = await ctx.signUp({ email: 'owner@example.com' });
    const [atListing, atReview, made] = await Promise.all(
      ['At Listing', 'At Review', 'Made elsewhere'].map((title) => createProject(ctx.db, { userId, title })),
    );
    const steps = { [atListing!.id]: [7, 7], [atReview!.id]: [6, 7], [made!.id]: [null, null] } as const;
    for (const [id, [step, max]] of Object.entries(steps)) {
      await ctx.db
        .updateTable('projects')
        .set({ wizard_step: step, wizard_max_step: max })
        .where('id', '=', id)
        .execute();
    }
    await sixWizardStepsMigration().up(ctx.db);

    const rows = await ctx.db.selectFrom('projects').select(['id', 'wizard_step', 'wizard_max_step']).execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, [row.wizard_step, row.wizard_max_step]]))).toEqual({
      [atListing!.id]: [6, 6],
      [atReview!.id]: [6, 6],
      [made!.id]: [null, null],
    });
  });

  it("0042 sends a PLR product's files back to not generated: they printed no license", async () => {
    const { userId } = await ctx.signUp({ email: 'owner@example.com' });
    const idea = await createIdea(ctx.db, { userId });
    await ctx.db.updateTable('product_ideas').set({ product_type: 'plr' }).where('id', '=', idea.id).execute();
    const [plr, ofPlrIdea, ebook] = await Promise.all(
      ['PLR', 'Of a PLR idea', 'Ebook'].map((title) => createProject(ctx.db, { userId, title })),
    );
    const types = { [plr!.id]: 'plr', [ofPlrIdea!.id]: null, [ebook!.id]: 'ebook' } as const;
    for (const [id, productType] of Object.entries(types))
      await ctx.db
        .updateTable('projects')
        .set({
          product_type: productType,
          product_idea_id: productType === null ? idea.id : null,
          documents_status: 'completed',
          draft_documents_status: 'completed',
        })
        .where('id', '=', id)
        .execute();
    await ctx.db.schema.alterTable('projects').dropColumn('license').execute();
    await licenseMigration().up(ctx.db);

    const rows = await ctx.db
      .selectFrom('projects')
      .select(['id', 'documents_status', 'draft_documents_status'])
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, [row.documents_status, row.draft_documents_status]]))).toEqual(
      {
        [plr!.id]: ['not_generated', 'not_generated'],
        [ofPlrIdea!.id]: ['not_generated', 'not_generated'],
        [ebook!.id]: ['completed', 'completed'],
      },
    );
  });

  it('is idempotent: running again changes nothing, neither the schema nor a row', async () => {
    const { userId } = await ctx.signUp({ email: 'owner@example.com' });
    const cover = await createCover(ctx.db, { userId });
    await createProject(ctx.db, { userId, title: 'Draft - Prep Once - Nov 23, 2026', coverId: cover.id });
    await createTitle(ctx.db, { userId, title: 'Prep Once 🍲' });
    await createNiche(ctx.db, { userId, name: 'Straße & Café' });
    const before = await snapshotDatabase(ctx.db, dialect);
    expect(before.rows.kysely_migration).not.toEqual([]);

    await migrateAuthTables(ctx.auth);
    await migrateDatabase({ db: ctx.db, dialect });
    expect(await snapshotDatabase(ctx.db, dialect)).toEqual(before);
  });
});
