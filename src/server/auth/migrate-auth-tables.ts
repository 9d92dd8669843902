import { getMigrations } from 'better-auth/db/migration';
import type { Auth } from './create-auth.js';

/** Creates or updates better-auth's own tables (users, sessions, …); run before ours, which reference users. */
export async function migrateAuthTables(auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}
