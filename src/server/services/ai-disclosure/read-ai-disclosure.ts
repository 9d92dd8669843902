import type { Kysely } from 'kysely';
import type { AiDisclosure, DisclosureAnswer, DisclosureEntry } from '../../../shared/schemas/ai-disclosure.js';
import type { Database } from '../../db/schema.js';
import { findProject } from '../book-model/find-project.js';
import { projectSectionsQuery, TEXT_ORIGIN_COLUMNS } from '../book-model/read-section-texts.js';
import type { DerivedEntry } from './derived-entry.js';
import { imagesDisclosure } from './images-disclosure.js';
import { readCoverRecord } from './read-cover-record.js';
import { readCorrections } from './stored-corrections.js';
import { textDisclosure } from './text-disclosure.js';

/** Infoforge translates nothing: a translation made elsewhere is the creator's to declare. */
const NO_TRANSLATION: DerivedEntry = {
  derived: 'none',
  basis: 'Infoforge made no translation of this book.',
  tools: [],
};

/** A kind's entry: the creator's correction, where there is one, stands in for the derived answer. */
const entryOf = (
  { derived, basis, tools }: DerivedEntry,
  correction: DisclosureAnswer | undefined,
): DisclosureEntry => ({
  answer: correction ?? derived,
  derived,
  corrected: correction !== undefined,
  basis,
  tools,
});

/**
 * KDP's AI questions answered for one of the user's projects from what the app stored about each part
 * (docs/decisions/0058-ai-disclosure.md): the text from its sections, the images from its cover, the translations
 * none; each with the creator's correction where they made one. A missing, malformed or foreign project is 'Project
 * not found' (404).
 */
export async function readAiDisclosure(db: Kysely<Database>, userId: string, projectId: string): Promise<AiDisclosure> {
  const project = await findProject(db, userId, projectId);
  const sections = await projectSectionsQuery(db, userId, project.id)
    .select((eb) => [
      'generated_content.content',
      ...TEXT_ORIGIN_COLUMNS,
      eb('generated_content.generation_input', 'is not', null).as('from_tool'),
    ])
    .execute();
  const listing = await db
    .selectFrom('book_listings')
    .select('disclosure_corrections')
    .where('project_id', '=', project.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const corrections = readCorrections(listing?.disclosure_corrections);
  const text = textDisclosure(
    sections.map(({ from_tool, ...section }) => ({ ...section, fromTool: Boolean(from_tool) })),
  );
  return {
    text: entryOf(text, corrections.text),
    images: entryOf(imagesDisclosure(await readCoverRecord(db, userId, project.cover_id)), corrections.images),
    translations: entryOf(NO_TRANSLATION, corrections.translations),
  };
}
