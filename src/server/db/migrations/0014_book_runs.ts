import { sql, type Migration } from 'kysely';
import type { Dialect } from '../client.js';
import { columnTypesFor, type MigrationDb } from '../column-types.js';

/**
 * Whole-book runs (docs/decisions/0029-book-runs.md). `book_runs`: one row per run, with the plan it writes from and
 * its parts in writing order (JSON), how many are saved (`next_step`), its status, and the tokens and words so far;
 * at most one running or paused run per user (a partial unique index), gone with its project. `book_run_parts`: each
 * part a run saved, with the section it became and the short summary later parts are given. A rewritten section
 * keeps its text before the rewrite in `generated_content.previous_content`.
 */
export function bookRunsMigration(dialect: Dialect): Migration {
  const t = columnTypesFor(dialect);
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('book_runs')
        .addColumn('id', t.id, (c) => c.primaryKey())
        .addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('project_id', t.id, (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('plan', t.json, (c) => c.notNull())
        .addColumn('steps', t.json, (c) => c.notNull())
        .addColumn('next_step', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('estimate_input_tokens', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('estimate_output_tokens', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn('finished_at', t.timestamp)
        .execute();
      await db.schema.createIndex('book_runs_project').on('book_runs').columns(['project_id', 'created_at']).execute();
      await db.schema
        .createIndex('book_runs_one_active')
        .on('book_runs')
        .column('user_id')
        .unique()
        .where(sql.ref('status'), 'in', ['running', 'paused'])
        .execute();
      await db.schema
        .createTable('book_run_parts')
        .addColumn('run_id', t.id, (c) => c.notNull().references('book_runs.id').onDelete('cascade'))
        .addColumn('step', 'integer', (c) => c.notNull())
        .addColumn('content_id', t.id, (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('words', 'integer', (c) => c.notNull())
        .addColumn('input_tokens', 'integer', (c) => c.notNull())
        .addColumn('output_tokens', 'integer', (c) => c.notNull())
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addPrimaryKeyConstraint('book_run_parts_pk', ['run_id', 'step'])
        .execute();
      await db.schema.alterTable('generated_content').addColumn('previous_content', 'text').execute();
    },
  };
}
