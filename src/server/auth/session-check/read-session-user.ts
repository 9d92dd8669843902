import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SessionUser } from '../session-user.js';

/** The columns a session's user is read from: their full name from their profile, and whether they are an admin. */
export const sessionUserColumns = (eb: ExpressionBuilder<Database, 'users' | 'profiles'>) =>
  [
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
  ] as const;

/** The session user those columns make. */
export const toSessionUser = (row: {
  id: string;
  email: string;
  full_name: string | null;
  is_admin: unknown;
}): SessionUser => ({ id: row.id, email: row.email, fullName: row.full_name, isAdmin: Boolean(row.is_admin) });

/** A user as a session stands for them. */
export async function readSessionUser(db: Kysely<Database>, userId: string): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.id', 'users.id')
    .select(sessionUserColumns)
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row ? toSessionUser(row) : null;
}
