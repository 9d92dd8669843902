import { sql, type Kysely } from 'kysely';
import type { ListUsersQuery } from '../../../shared/schemas/admin.js';
import { readCount, readDate } from '../../db/codec.js';
import { escapeLike } from '../../db/escape-like.js';
import type { Database } from '../../db/schema.js';
import { decodeCursor } from '../lists/page-cursor.js';
import { toPage } from '../lists/page-filters.js';

/**
 * One page of users, newest first (ties broken by id, as the saved lists are), with their full name and first
 * role and their stored bytes; `search` matches the full name, case-insensitively, and `cursor` continues after the page it ended.
 */
export async function listUsers(db: Kysely<Database>, { search, cursor, limit }: ListUsersQuery) {
  let query = db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.id', 'users.id')
    .leftJoin('storage_usage', 'storage_usage.user_id', 'users.id')
    .select((eb) => [
      'users.id',
      'profiles.full_name',
      'storage_usage.bytes',
      'users.created_at',
      eb
        .selectFrom('user_roles')
        .select('user_roles.role')
        .whereRef('user_roles.user_id', '=', 'users.id')
        .orderBy('user_roles.created_at')
        .limit(1)
        .as('role'),
    ])
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(limit + 1);
  if (search) {
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    query = query.where(sql<boolean>`lower(profiles.full_name) like ${pattern} escape '\\'`);
  }
  if (cursor) {
    const after = decodeCursor(cursor);
    query = query.where((eb) =>
      eb.or([
        eb('users.created_at', '<', after.createdAt),
        eb.and([eb('users.created_at', '=', after.createdAt), eb('users.id', '<', after.id)]),
      ]),
    );
  }
  return toPage(await query.execute(), limit, (row) => ({
    id: row.id,
    fullName: row.full_name,
    role: row.role,
    storedBytes: readCount(row.bytes ?? undefined),
    createdAt: readDate(row.created_at),
  }));
}
