import { sql, type Migration } from 'kysely';
import type { Dialect } from '../client.js';
import { columnTypesFor, type MigrationDb } from '../column-types.js';

/** The tables of saved items, whose lists are read page by page. */
const SAVED_ITEM_TABLES = ['niches', 'product_ideas', 'product_titles', 'generated_content', 'cover_images'] as const;

const OPERATIONS = [
  ['insert', 'NEW'],
  ['update', 'NEW'],
  ['delete', 'OLD'],
] as const;

/**
 * Each user's saved-list version: a number every change to one of their saved items moves on, in the same
 * transaction as the change, so a page of a list kept with the version it was read at is known to be current
 * while the version stands (docs/decisions/0019). The database moves it, not the app, so no write can forget to,
 * whichever instance or tool makes it. There is no foreign key to `users`: deleting a user deletes their items,
 * whose triggers would write the version of a user that is no longer there.
 *
 * On PostgreSQL the triggers are deferred to commit: a transaction takes the version row's lock last, after every
 * row lock of its own, so it never holds that lock while waiting for another, and two transactions of one user
 * cannot deadlock over it.
 */
export function savedListVersionsMigration(dialect: Dialect): Migration {
  const t = columnTypesFor(dialect);
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('saved_list_versions')
        .addColumn('user_id', t.id, (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      if (dialect === 'postgres') await createPostgresFunction(db);
      await addSavedListVersionTriggers(db, dialect, SAVED_ITEM_TABLES);
    },
  };
}

async function createPostgresFunction(db: MigrationDb) {
  await sql`create function bump_saved_list_version() returns trigger language plpgsql as $$
    declare
      owner uuid;
    begin
      if tg_op = 'DELETE' then owner := old.user_id; else owner := new.user_id; end if;
      insert into saved_list_versions (user_id, version) values (owner, 1)
        on conflict (user_id) do update set version = saved_list_versions.version + 1;
      return null;
    end $$`.execute(db);
}

/**
 * Triggers that move the owner's saved-list version with every insert, update and delete of a row of `tables`
 * (each has a `user_id`): on PostgreSQL deferred to commit (see above), on SQLite at once.
 */
export async function addSavedListVersionTriggers(db: MigrationDb, dialect: Dialect, tables: readonly string[]) {
  for (const table of tables) {
    if (dialect === 'postgres') {
      await sql`create constraint trigger ${sql.id(`${table}_bump_saved_list_version`)}
        after insert or update or delete on ${sql.table(table)}
        deferrable initially deferred
        for each row execute function bump_saved_list_version()`.execute(db);
      continue;
    }
    for (const [operation, row] of OPERATIONS) {
      await sql`create trigger ${sql.id(`${table}_bump_saved_list_version_on_${operation}`)}
        after ${sql.raw(operation)} on ${sql.table(table)}
        begin
          insert into saved_list_versions (user_id, version) values (${sql.raw(row)}.user_id, 1)
            on conflict (user_id) do update set version = version + 1;
        end`.execute(db);
    }
  }
}
