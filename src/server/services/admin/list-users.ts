import { sql, type Kysely } from 'kysely';
import type { AdminUserRow } from '../../../shared/schemas/admin.js';
import { readDate } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Every user, newest first, with their full name and first role; `search` matches the full name, case-insensitively. */
export async function listUsers(db: Kysely<Database>, search?: string): Promise<AdminUserRow[]> {
  let query = db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.id', 'users.id')
    .select((eb) => [
      'users.id',
      'profiles.full_name',
      'users.created_at',
      eb
        .selectFrom('user_roles')
        .select('user_roles.role')
        .whereRef('user_roles.user_id', '=', 'users.id')
        .orderBy('user_roles.created_at')
        .limit(1)
        .as('role'),
    ])
    .orderBy('users.created_at', 'desc');
  if (search) {
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    query = query.where(sql<boolean>`lower(profiles.full_name) like ${pattern} escape '\\'`);
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    fullName: row.full_name,
    role: row.role,
    createdAt: readDate(row.created_at),
  }));
}
