import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Whether the database answers a trivial query. */
export async function checkDatabase(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
