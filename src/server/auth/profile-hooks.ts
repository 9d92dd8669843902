import { randomUUID } from 'node:crypto';
import type { BetterAuthOptions } from 'better-auth';
import type { Kysely } from 'kysely';
import { now } from '../db/codec.js';
import type { Database } from '../db/schema.js';

/**
 * What the app keeps beside better-auth's users, written as better-auth writes users and sessions: each user's
 * profile (full name, last active) and, for the addresses `adminEmails` lists, the admin role.
 */
export function profileHooks(db: Kysely<Database>, adminEmails: string[]) {
  /** Sessions start at sign-in and refresh about daily while used: either marks the user active. */
  const markActive = async (userId: string) => {
    await db.updateTable('profiles').set({ last_active_at: now() }).where('id', '=', userId).execute();
  };
  return {
    session: {
      create: { after: (session) => markActive(session.userId) },
      update: { after: (session) => markActive(session.userId) },
    },
    user: {
      update: {
        async after(user) {
          await db.updateTable('profiles').set({ full_name: user.name }).where('id', '=', user.id).execute();
        },
      },
      create: {
        async after(user) {
          await db
            .insertInto('profiles')
            .values({ id: user.id, full_name: user.name.trim() || null, last_active_at: now(), created_at: now() })
            .execute();
          if (adminEmails.includes(user.email.toLowerCase())) {
            await db
              .insertInto('user_roles')
              .values({ id: randomUUID(), user_id: user.id, role: 'admin', created_at: now() })
              .execute();
          }
        },
      },
    },
  } satisfies BetterAuthOptions['databaseHooks'];
}
