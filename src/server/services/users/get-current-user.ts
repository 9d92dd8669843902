import type { Kysely } from 'kysely';
import type { CurrentUser } from '../../../shared/schemas/me.js';
import type { Database } from '../../db/schema.js';
import type { SessionUser } from '../../auth/session-user.js';
import { isAdmin } from './is-admin.js';

export async function getCurrentUser(db: Kysely<Database>, user: SessionUser): Promise<CurrentUser> {
  const [profile, admin] = await Promise.all([
    db.selectFrom('profiles').select('full_name').where('id', '=', user.id).executeTakeFirst(),
    isAdmin(db, user.id),
  ]);
  return { id: user.id, email: user.email, fullName: profile?.full_name ?? null, isAdmin: admin };
}
