import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function isAdmin(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles')
    .select('id')
    .where('user_id', '=', userId)
    .where('role', '=', 'admin')
    .executeTakeFirst();
  return row !== undefined;
}
