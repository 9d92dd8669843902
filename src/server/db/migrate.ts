import { inspect } from 'node:util';
import { Migrator, sql } from 'kysely';
import type { DatabaseHandle } from './client.js';
import { migrationsFor } from './migrations/index.js';

/** Brings our tables up to date. better-auth's tables come first (`migrateAuthTables`): ours reference users. */
export async function migrateDatabase(database: Pick<DatabaseHandle, 'db' | 'dialect'>): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrationsFor(database.dialect) },
    // Kysely looks for its bookkeeping tables in every schema unless told which: another schema's copy in the
    // same PostgreSQL database would be taken for ours.
    ...(database.dialect === 'postgres' ? { migrationTableSchema: await currentSchema(database) } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : inspect(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
}

async function currentSchema({ db }: Pick<DatabaseHandle, 'db'>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}
