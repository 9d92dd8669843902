import type { Migration } from 'kysely';
import type { MigrationDb } from '../column-types.js';

/**
 * The license a project is sold with (docs/decisions/0079-plr-license.md), as JSON: null for its product type's
 * default. A PLR product's (book-product-type.ts) default became the PLR license, which its files made before did not print: they go back to
 * not generated, as after any edit that changes what the files print.
 */
export function licenseMigration(): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('projects').addColumn('license', 'text').execute();
      await db
        .withTables<{ projects: Record<string, string | null>; product_ideas: Record<string, string | null> }>()
        .updateTable('projects')
        .set({ documents_status: 'not_generated', draft_documents_status: 'not_generated' })
        .where((eb) =>
          eb.or([
            eb('product_type', '=', 'plr'),
            eb.and([
              eb('product_type', 'is', null),
              eb(
                'product_idea_id',
                'in',
                eb.selectFrom('product_ideas').select('id').where('product_type', '=', 'plr'),
              ),
            ]),
          ]),
        )
        .execute();
    },
  };
}
