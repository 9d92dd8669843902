import { sql, type Migration } from 'kysely';
import { z } from 'zod';
import type { Dialect } from '../client.js';
import { columnTypesFor, type MigrationDb } from '../column-types.js';

interface RunPartRow {
  content_id: string;
  step: number;
  plan: unknown;
  steps: unknown;
}

const parse = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
/** The parts of a run's plan and steps read here, as 0014 stored them. */
const runPlan = z.object({ chapters: z.array(z.object({ title: z.string() })) });
const runSteps = z.array(z.object({ role: z.string(), number: z.number().int().nullable() }));

/** The basis of a part a run wrote, from the run's plan: the introduction and conclusion came after every chapter. */
function basisOf(row: RunPartRow): string | null {
  const plan = runPlan.safeParse(parse(row.plan));
  const step = runSteps.safeParse(parse(row.steps)).data?.[row.step];
  if (!plan.success || !step) return null;
  const chapters = plan.data.chapters.map((chapter) => chapter.title);
  const isChapter = step.role === 'chapter' && step.number !== null;
  return JSON.stringify({
    chapters,
    number: isChapter ? step.number : null,
    written: isChapter ? [] : chapters.map((_, index) => index + 1),
  });
}

/**
 * Parts know the plan they were written against (docs/decisions/0040-parts-know-their-plan.md):
 * `generated_content.plan_basis` holds the chapter titles in order, the part's chapter number and the chapters
 * written when it was. Parts that runs wrote before get it from their run's plan, the latest run's last; other
 * sections have none.
 */
export function planBasisMigration(dialect: Dialect): Migration {
  const t = columnTypesFor(dialect);
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('generated_content').addColumn('plan_basis', t.json).execute();
      const rows = await sql<RunPartRow>`
        select p.content_id, p.step, r.plan, r.steps from book_run_parts p join book_runs r on r.id = p.run_id
        order by r.created_at, p.step`.execute(db);
      for (const row of rows.rows) {
        const basis = basisOf(row);
        if (basis === null) continue;
        const value = dialect === 'postgres' ? sql`cast(${basis} as jsonb)` : sql`${basis}`;
        await sql`update generated_content set plan_basis = ${value} where id = ${row.content_id}`.execute(db);
      }
    },
  };
}
