import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../../shared/schemas/me.js';
import type { Database } from '../../db/schema.js';
import type { SessionUser } from '../../auth/session-user.js';

/** The signed-in user with their full name and whether they are an admin, in one query. */
export async function getCurrentUser(db: Kysely<Database>, user: SessionUser): Promise<CurrentUser> {
  const row = await db
    .selectFrom('profiles')
    .select((eb) => [
      'full_name',
      eb
        .exists(
          eb
            .selectFrom('user_roles')
            .select('user_roles.id')
            .where('user_roles.user_id', '=', user.id)
            .where('user_roles.role', '=', 'admin'),
        )
        .as('is_admin'),
    ])
    .where('id', '=', user.id)
    .executeTakeFirst();
  return { id: user.id, email: user.email, fullName: row?.full_name ?? null, isAdmin: Boolean(row?.is_admin) };
}
