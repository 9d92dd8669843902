import type { Migration } from 'kysely';
import type { Dialect } from '../client.js';
import { columnTypesFor, type MigrationDb } from '../column-types.js';

/**
 * The book as each listing field was last written or saved against (docs/decisions/0059-listing-in-files.md): its
 * title, subtitle, author and chapters, so a field the plan has since left behind is known to be out of date. JSON:
 * `{ bases: [names…], fields: { field: index } }`; listings written before have none.
 */
export function listingBasesMigration(dialect: Dialect): Migration {
  const t = columnTypesFor(dialect);
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('book_listings').addColumn('field_bases', t.json).execute();
    },
  };
}
