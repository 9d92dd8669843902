// The only statements that insert or update saved sections (`generated_content`): a save from the Content Generator
// or the editor, a book run's new part and its rewrite, Restore previous version, a rebrand, a chapter renamed in the
// plan and the plan a part was written against all write through here. A section's search text is taken from its
// name here, and who wrote its text from content-writer.ts. Each statement is scoped to the section's owner.
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { now } from '../../db/codec.js';
import type { Database, GeneratedContentTable } from '../../db/schema.js';
import { toSearchText } from '../../db/search-text.js';
import { restoredVersion, rewrittenBy } from './content-writer.js';

type SectionRow = Selectable<GeneratedContentTable>;
type SectionColumns = Insertable<GeneratedContentTable>;

/** What a section says and where it came from: the columns a save sets, its search text taken from its name. */
export type SectionFields = Pick<
  SectionColumns,
  'section_name' | 'content' | 'content_type' | 'title_id' | 'idea_id' | 'generation_input'
>;

/** Who wrote the text (content-writer.ts): none recorded when the text's writer is not known. */
export type WriterColumns = Pick<SectionColumns, 'writer' | 'generated_by' | 'generated_text'>;

const withSearchText = (fields: SectionFields) => ({ ...fields, search_text: toSearchText(fields.section_name) });

/** A new section of the user's, in `projectId` when a book run wrote it. */
export function insertSection(
  db: Kysely<Database>,
  userId: string,
  fields: SectionFields & { project_id?: string | null },
  writer: WriterColumns,
): Promise<SectionRow> {
  return db
    .insertInto('generated_content')
    .values({ ...withSearchText(fields), ...writer, id: randomUUID(), user_id: userId, created_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A section saved again; undefined when the user has no such section. */
export function updateSection(
  db: Kysely<Database>,
  userId: string,
  id: string,
  fields: SectionFields,
  writer: WriterColumns,
): Promise<SectionRow | undefined> {
  return db
    .updateTable('generated_content')
    .set({ ...withSearchText(fields), ...writer })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * A section's text with a name or links replaced (Rebrand), who wrote it untouched: how much of it is the creator's is
 * measured against the text the machine wrote (docs/decisions/0071-honesty-measured.md), not told by who saved it.
 */
export async function rebrandSection(db: Kysely<Database>, userId: string, id: string, text: string) {
  await db
    .updateTable('generated_content')
    .set({ content: text })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/** A section given a new name (a chapter renamed or moved in the plan), its text untouched. */
export async function renameSection(db: Kysely<Database>, userId: string, id: string, sectionName: string) {
  await db
    .updateTable('generated_content')
    .set({ section_name: sectionName, search_text: toSearchText(sectionName) })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * A book run's rewrite: the new `text` by `machine`, the text before and who wrote it kept as the previous version.
 * The section's id, or undefined when it is gone.
 */
export async function rewriteSection(db: Kysely<Database>, userId: string, id: string, text: string, machine: string) {
  const rewritten = await db
    .updateTable('generated_content')
    .set((eb) => rewrittenBy(eb, text, machine))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return rewritten?.id;
}

/** Restore previous version: the text before the last rewrite comes back, and the current text becomes the previous. */
export async function restoreSection(db: Kysely<Database>, userId: string, id: string) {
  await db
    .updateTable('generated_content')
    .set(restoredVersion)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('previous_content', 'is not', null)
    .execute();
}

/** The plan a book run wrote the section against (book-model/plan-basis.ts), as stored JSON. */
export async function recordSectionPlan(db: Kysely<Database>, userId: string, id: string, planBasis: string) {
  await db
    .updateTable('generated_content')
    .set({ plan_basis: planBasis })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}
