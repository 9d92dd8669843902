import type { Migration } from 'kysely';
import type { Dialect } from '../client.js';
import { columnTypesFor, type MigrationDb } from '../column-types.js';

const ITEM_TABLES = ['niches', 'product_ideas', 'product_titles', 'generated_content', 'cover_images'] as const;

/** Every entity of the product, with an index for every list it reads (docs/product-rules.md R18, R19, R24). */
export function initialMigration(dialect: Dialect): Migration {
  const t = columnTypesFor(dialect);
  // SQLite accepts a reference to a table created later in the same migration; PostgreSQL adds those afterwards.
  const linkProjectInline = dialect === 'sqlite';

  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('profiles')
        .addColumn('id', t.id, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('full_name', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();

      await db.schema
        .createTable('user_roles')
        .addColumn('id', t.id, (c) => c.primaryKey())
        .addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addUniqueConstraint('user_roles_user_id_role_unique', ['user_id', 'role'])
        .execute();

      let projects = db.schema
        .createTable('projects')
        .addColumn('id', t.id, (c) => c.primaryKey())
        .addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
        .addColumn('niche', 'text')
        .addColumn('product_type', 'text')
        .addColumn('pdf_status', 'text', (c) => c.notNull().defaultTo('not_generated'))
        .addColumn('pdf_url', 'text')
        .addColumn('docx_url', 'text')
        .addColumn('wizard_step', 'integer')
        .addColumn('wizard_max_step', 'integer')
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now));
      for (const [column, table] of PROJECT_LINKS) {
        projects = projects.addColumn(column, t.id, (c) =>
          linkProjectInline ? c.references(`${table}.id`).onDelete('set null') : c,
        );
      }
      await projects.execute();

      await db.schema
        .createTable('niches')
        .addColumn('id', t.id, (c) => c.primaryKey())
        .addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('market_size', 'text')
        .addColumn('competition_level', 'text')
        .addColumn('profit_potential', 'text')
        .addColumn('demographics', t.json, (c) => c.notNull())
        .addColumn('project_id', t.id, (c) => c.references('projects.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();

      await db.schema
        .createTable('product_ideas')
        .addColumn('id', t.id, (c) => c.primaryKey())
        .addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('concept', 'text', (c) => c.notNull())
        .addColumn('target_audience', 'text')
        .addColumn('selling_points', t.json, (c) => c.notNull())
        .addColumn('modules', t.json, (c) => c.notNull())
        .addColumn('product_type', 'text')
        .addColumn('project_id', t.id, (c) => c.references('projects.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();

      await db.schema
        .createTable('product_titles')
        .addColumn('id', t.id, (c) => c.primaryKey())
        .addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('tone', 'text')
        .addColumn('project_id', t.id, (c) => c.references('projects.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();

      await db.schema
        .createTable('generated_content')
        .addColumn('id', t.id, (c) => c.primaryKey())
        .addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('section_name', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text')
        .addColumn('project_id', t.id, (c) => c.references('projects.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();

      await db.schema
        .createTable('cover_images')
        .addColumn('id', t.id, (c) => c.primaryKey())
        .addColumn('user_id', t.id, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('image_url', 'text', (c) => c.notNull())
        .addColumn('style', 'text')
        .addColumn('prompt', 'text')
        .addColumn('project_id', t.id, (c) => c.references('projects.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();

      if (!linkProjectInline) {
        for (const [column, table] of PROJECT_LINKS) {
          await db.schema
            .alterTable('projects')
            .addForeignKeyConstraint(`projects_${column}_fk`, [column], table, ['id'], (c) => c.onDelete('set null'))
            .execute();
        }
      }

      await db.schema
        .createTable('project_content_sections')
        .addColumn('id', t.id, (c) => c.primaryKey())
        .addColumn('project_id', t.id, (c) => c.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('content_id', t.id, (c) => c.notNull().references('generated_content.id').onDelete('cascade'))
        .addColumn('order_index', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('project_content_sections_project_order_idx')
        .on('project_content_sections')
        .columns(['project_id', 'order_index'])
        .execute();
      await db.schema
        .createIndex('project_content_sections_content_idx')
        .on('project_content_sections')
        .column('content_id')
        .execute();

      for (const table of ['projects', ...ITEM_TABLES]) {
        await db.schema
          .createIndex(`${table}_user_created_idx`)
          .on(table)
          .columns(['user_id', 'created_at desc'])
          .execute();
      }
      for (const table of ITEM_TABLES) {
        await db.schema.createIndex(`${table}_project_idx`).on(table).column('project_id').execute();
      }
      for (const [column] of PROJECT_LINKS) {
        await db.schema.createIndex(`projects_${column}_idx`).on('projects').column(column).execute();
      }
    },
  };
}

const PROJECT_LINKS = [
  ['niche_id', 'niches'],
  ['product_idea_id', 'product_ideas'],
  ['title_id', 'product_titles'],
  ['cover_id', 'cover_images'],
] as const;
