import type { Migration } from 'kysely';
import type { Dialect } from '../client.js';
import { columnTypesFor, type MigrationDb } from '../column-types.js';

/**
 * What writing each part of a book run took (docs/decisions/0053-provider-answer-hygiene.md): who wrote it
 * ('<provider>/<model>', 'offline'; the fallback provider's when it took over), the words asked for, the times it
 * was asked again, the requests for the rest of a reply cut at the token limit, and what the clean-up took out of the
 * provider's answer (a JSON list of `{ kind, text }`). Parts saved before have no writer, no words asked and no list.
 */
export function partProvenanceMigration(dialect: Dialect): Migration {
  const t = columnTypesFor(dialect);
  return {
    async up(db: MigrationDb) {
      // SQLite adds one column per statement.
      const parts = () => db.schema.alterTable('book_run_parts');
      await parts().addColumn('writer', 'text').execute();
      await parts().addColumn('words_asked', 'integer').execute();
      await parts()
        .addColumn('retries', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await parts()
        .addColumn('continuations', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await parts().addColumn('cleanup', t.json).execute();
    },
  };
}
