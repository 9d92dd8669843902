import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SessionUser } from '../session-user.js';

/** A user as a session stands for them: their full name from their profile, and whether they have the admin role. */
export async function readSessionUser(db: Kysely<Database>, userId: string): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.id', 'users.id')
    .select((eb) => [
      'users.id',
      'users.email',
      'profiles.full_name',
      eb
        .exists(
          eb
            .selectFrom('user_roles')
            .select('user_roles.id')
            .whereRef('user_roles.user_id', '=', 'users.id')
            .where('user_roles.role', '=', 'admin'),
        )
        .as('is_admin'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, fullName: row.full_name, isAdmin: Boolean(row.is_admin) } : null;
}
