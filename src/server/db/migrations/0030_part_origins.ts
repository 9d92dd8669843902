import { sql, type Migration } from 'kysely';
import type { MigrationDb } from '../column-types.js';

/**
 * What made each part of a book, kept so the AI disclosure can be answered from the record
 * (docs/decisions/0058-ai-disclosure.md):
 * - `generated_content.generated_by`: the machine that last wrote a section's text ('offline' or
 *   '<provider>/<model>'), kept when the creator then edits it, so "generated, then edited" differs from "written by
 *   the creator". Sections a machine wrote take their writer; sections edited by hand since take the writer of the
 *   last book-run part that wrote them; the rest have none.
 * - `stored_files.made_by`: who made a cover image: 'offline' (drawn by the built-in cover designer),
 *   '<provider>/<model>' (its art painted by an image model, the type set by the designer) or 'creator' (an image the
 *   creator sent). Null for other files, and for images stored before it was recorded.
 */
export function partOriginsMigration(): Migration {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('generated_content').addColumn('generated_by', 'text').execute();
      await db.schema.alterTable('stored_files').addColumn('made_by', 'text').execute();
      await sql`
        update generated_content
        set generated_by = writer
        where writer is not null and writer <> 'creator'
      `.execute(db);
      await sql`
        update generated_content
        set generated_by = (
          select book_run_parts.writer
          from book_run_parts
          where book_run_parts.content_id = generated_content.id and book_run_parts.writer is not null
          order by book_run_parts.created_at desc
          limit 1
        )
        where writer = 'creator'
      `.execute(db);
    },
  };
}
