import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.js';
import type { Dialect } from '../../src/server/db/client.js';
import { pgBossSchemaFor } from '../../src/server/jobs/pg-boss-schema.js';

/**
 * The jobs of one name in a test's queue, from SQLite's `jobs` table or pg-boss's schema: their state (both say
 * `completed` and `failed`) and how many tries they have used.
 */
export async function queuedJobs(
  ctx: { db: Kysely<Database>; dialect: Dialect; schema: string },
  name: string,
): Promise<{ state: string; tries: number }[]> {
  if (ctx.dialect === 'sqlite') {
    const rows = await ctx.db.selectFrom('jobs').select(['status', 'attempts']).where('name', '=', name).execute();
    return rows.map((row) => ({ state: row.status, tries: row.attempts }));
  }
  const table = `${pgBossSchemaFor(ctx.schema)}.job`;
  const { rows: installed } = await sql<{ found: string | null }>`select to_regclass(${table}) as found`.execute(
    ctx.db,
  );
  if (!installed[0]?.found) return [];
  const { rows } = await sql<{ state: string; retry_count: number; started_on: Date | null }>`
    select state, retry_count, started_on from ${sql.id(pgBossSchemaFor(ctx.schema), 'job')} where name = ${name}
  `.execute(ctx.db);
  return rows.map((row) => ({ state: row.state, tries: row.started_on ? row.retry_count + 1 : row.retry_count }));
}
