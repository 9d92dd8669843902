import { Migrator } from 'kysely';
import type { DatabaseHandle } from './client.js';
import { migrationsFor } from './migrations/index.js';

/** Brings our tables up to date. better-auth's tables come first (`migrateAuthTables`): ours reference users. */
export async function migrateDatabase(database: DatabaseHandle): Promise<void> {
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
