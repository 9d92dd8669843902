import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import { migrateAuthTables } from '../auth/migrate-auth-tables.js';
import { migrateDatabase } from './migrate.js';

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

  it('creates every entity of the spec and the auth tables', async () => {
    const tables = (await ctx.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(expect.arrayContaining([...SPEC_TABLES, 'users', 'sessions', 'accounts', 'verifications']));
    const projects = (await ctx.db.introspection.getTables()).find((t) => t.name === 'projects')!;
    expect(projects.columns.map((c) => c.name).sort()).toEqual(
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
        'pdf_status',
        'pdf_url',
        'docx_url',
        'epub_url',
        'pdf_error',
        'wizard_step',
        'wizard_max_step',
        'created_at',
        'updated_at',
      ].sort(),
    );
  });

  it('indexes every list the spec reads', async () => {
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
      expect(indexNames).toContain(`${table}_user_created_id_idx`);
      expect(indexNames).not.toContain(`${table}_user_created_idx`);
    }
    expect(indexNames).toContain('project_content_sections_project_order_idx');
  });

  it('is idempotent: running again changes nothing', async () => {
    await expect(migrateAuthTables(ctx.auth)).resolves.toBeUndefined();
    await expect(migrateDatabase({ db: ctx.db, dialect, close: async () => {} })).resolves.toBeUndefined();
  });
});
