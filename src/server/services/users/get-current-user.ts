import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../../shared/schemas/me.js';
import { precompiledQuery } from '../../db/precompiled-query.js';
import type { Database } from '../../db/schema.js';
import type { SessionUser } from '../../auth/session-user.js';

/** The user's full name and whether they are an admin, in one query: every page load asks. */
const profileOf = precompiledQuery((db, { userId }: { userId: string }) =>
  db
    .selectFrom('profiles')
    .select((eb) => [
      'full_name',
      eb
        .exists(
          eb
            .selectFrom('user_roles')
            .select('user_roles.id')
            .where('user_roles.user_id', '=', userId)
            .where('user_roles.role', '=', 'admin'),
        )
        .as('is_admin'),
    ])
    .where('id', '=', userId),
);

/** The signed-in user with their full name and whether they are an admin. */
export async function getCurrentUser(db: Kysely<Database>, user: SessionUser): Promise<CurrentUser> {
  const [row] = await profileOf(db, { userId: user.id });
  return { id: user.id, email: user.email, fullName: row?.full_name ?? null, isAdmin: Boolean(row?.is_admin) };
}
