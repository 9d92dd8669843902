import type { Migration } from 'kysely';
import { z } from 'zod';
import type { MigrationDb } from '../column-types.js';

/** A draft copy's job as the local queue kept it: its project and the generation it made. */
const draftJob = z.object({ projectId: z.string(), generation: z.string(), draft: z.literal(true) });

/**
 * A project keeps a draft copy beside its copy for sale (docs/decisions/0037-draft-and-sale-copies.md): its own
 * status, failure reason and generation, so making one never replaces or hides the other. `documents_status` and
 * its neighbours stay the copy for sale's.
 *
 * Before this, a draft copy was the project's only set of files. Where the local job queue still records that the
 * project's current generation was a draft, that generation moves to the draft columns and the copy for sale goes
 * back to not generated; jobs queued on pg-boss are not read here, and such a copy stays where it was until the next
 * edit or generation replaces it.
 */
export function draftDocumentsMigration(): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('projects')
        .addColumn('draft_documents_status', 'text', (c) => c.notNull().defaultTo('not_generated'))
        .execute();
      await db.schema.alterTable('projects').addColumn('draft_documents_error', 'text').execute();
      await db.schema.alterTable('projects').addColumn('draft_documents_generation', 'text').execute();
      const jobs = await db
        .withTables<{ jobs: { name: string; payload: unknown } }>()
        .selectFrom('jobs')
        .select('payload')
        .where('name', '=', 'generate-documents')
        .execute();
      for (const { payload } of jobs) {
        const job = draftJob.safeParse(typeof payload === 'string' ? JSON.parse(payload) : payload);
        if (!job.success) continue;
        await db
          .withTables<{ projects: Record<string, string | null> }>()
          .updateTable('projects')
          .set((eb) => ({
            draft_documents_status: eb.ref('documents_status'),
            draft_documents_error: eb.ref('documents_error'),
            draft_documents_generation: eb.ref('documents_generation'),
            documents_status: 'not_generated',
            documents_error: null,
            documents_generation: null,
          }))
          .where('id', '=', job.data.projectId)
          .where('documents_generation', '=', job.data.generation)
          .execute();
      }
    },
  };
}
