import { getMigrations } from 'better-auth/db/migration';
import { Migrator } from 'kysely';
import type { Auth } from '../auth/create-auth.js';
import type { DatabaseHandle } from './client.js';
import { migrationsFor } from './migrations/index.js';

/** Brings the schema up to date: better-auth's tables first (ours reference users), then ours. */
export async function migrateDatabase(database: DatabaseHandle, auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrationsFor(database.dialect) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
