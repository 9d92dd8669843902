import type { Kysely } from 'kysely';
import type { AdminStats } from '../../../shared/api-types.js';
import { readCount } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';

export const ACTIVE_USER_DAYS = 30;

/** System counts; Active Users are users with a session used in the last 30 days (DECISIONS.md). */
export async function getAdminStats(db: Kysely<Database>): Promise<AdminStats> {
  const activeSince = new Date(Date.now() - ACTIVE_USER_DAYS * 24 * 60 * 60 * 1000);
  const [users, projects, active] = await Promise.all([
    db.selectFrom('profiles').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    db.selectFrom('projects').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    db
      .selectFrom('sessions')
      .select((eb) => eb.fn.count<number>('user_id').distinct().as('count'))
      .where('updated_at', '>=', activeSince.toISOString())
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalUsers: readCount(users.count),
    totalProjects: readCount(projects.count),
    activeUsers: readCount(active.count),
  };
}
