import type { Kysely, Selectable } from 'kysely';
import {
  generateContentInput,
  type ContentSummary,
  type SaveContentInput,
  type SavedContent,
} from '../../../shared/schemas/content.js';
import { readDate } from '../../db/codec.js';
import type { Database, GeneratedContentTable } from '../../db/schema.js';
import { EXCERPT_SOURCE_LENGTH, toExcerpt } from '../lists/excerpt.js';
import { pageQuery, toPage } from '../lists/page-filters.js';
import { readGenerationInput, requireOwnedSource, writeGenerationInput } from './item-sources.js';
import { listItemUsage } from './list-item-usage.js';
import { removeSavedItem } from './remove-saved-item.js';
import { requireFound, requireItemId } from '../../errors/item-not-found.js';
import { countSavedItems, type SavedItemStore } from './saved-item-store.js';
import { editedByCreator, savedFromGeneration } from '../sections/content-writer.js';
import { insertSection, updateSection, type SectionFields } from '../sections/section-rows.js';
import { findGenerationOf } from '../generation/content-generations.js';
import { retainedWords } from '../text-origins/retained-words.js';

const LABEL = 'Content';

const toColumns = (input: SaveContentInput): SectionFields => ({
  section_name: input.sectionName,
  content: input.content,
  content_type: input.contentType,
  title_id: input.titleId,
  idea_id: input.ideaId,
  generation_input: writeGenerationInput(input.generationInput),
});

async function requireOwnedSources(db: Kysely<Database>, userId: string, input: SaveContentInput) {
  await requireOwnedSource(db, userId, {
    table: 'product_titles',
    id: input.titleId,
    field: 'titleId',
    label: 'Title',
  });
  await requireOwnedSource(db, userId, {
    table: 'product_ideas',
    id: input.ideaId,
    field: 'ideaId',
    label: 'Product idea',
  });
}

/** A stored content row as its saved-item view. */
export const toContent = (row: Selectable<GeneratedContentTable>): SavedContent => ({
  id: row.id,
  sectionName: row.section_name,
  content: row.content,
  contentType: row.content_type,
  titleId: row.title_id,
  ideaId: row.idea_id,
  generationInput: readGenerationInput(generateContentInput, row.generation_input),
  projectId: row.project_id,
  createdAt: readDate(row.created_at),
});

/**
 * One page of the user's saved content sections, newest first, each with the text of its title. The title is
 * joined within the owner's rows too, so a section can never show another user's title. Renaming or deleting a
 * title moves the user's saved-list version like any change to a saved item, so no kept page keeps an old title.
 */
const listPage = pageQuery((db, page) =>
  db
    .selectFrom('generated_content')
    .leftJoin('product_titles', (join) =>
      join.onRef('product_titles.id', '=', 'generated_content.title_id').on('product_titles.user_id', '=', page.userId),
    )
    .select((eb) => [
      'generated_content.id',
      'generated_content.section_name',
      'generated_content.content_type',
      eb.fn<string>('substr', ['generated_content.content', eb.val(1), eb.val(EXCERPT_SOURCE_LENGTH)]).as('opening'),
      'generated_content.title_id',
      'product_titles.title as title_text',
      'generated_content.idea_id',
      'generated_content.project_id',
      'generated_content.created_at',
    ])
    .$call(page.newestPage('generated_content')),
);

/**
 * Who wrote a section's changed text (docs/decisions/0038-honest-offline-drafts.md, 0071-honesty-measured.md): a
 * content generation of the user's it is closer to than to what generated the section before (the editor's
 * Regenerate), else the creator, by hand, keeping what generated it before. The same text saved again, as the form
 * trims it, keeps its writer: the caller asks only when the text changed.
 */
async function editedOrigin(
  db: Kysely<Database>,
  userId: string,
  current: { generated_text: string | null },
  text: string,
) {
  const generation = await findGenerationOf(db, userId, text);
  const kept = (generated: string | null) => (generated ? retainedWords(text, generated).retained : 0);
  return generation && kept(generation.text) > kept(current.generated_text)
    ? savedFromGeneration(generation, text)
    : editedByCreator;
}

export const contentStore = (db: Kysely<Database>): SavedItemStore<SaveContentInput, SavedContent, ContentSummary> => ({
  async list(userId, query) {
    const rows = await listPage(db, userId, query);
    return toPage(rows, query.limit, (row) => ({
      id: row.id,
      sectionName: row.section_name,
      contentType: row.content_type,
      excerpt: toExcerpt(row.opening),
      titleId: row.title_id,
      titleText: row.title_text,
      ideaId: row.idea_id,
      projectId: row.project_id,
      createdAt: readDate(row.created_at),
    }));
  },
  count: (userId) => countSavedItems(db, 'generated_content', userId),
  async get(userId, id) {
    const row = await db
      .selectFrom('generated_content')
      .selectAll()
      .where('id', '=', requireItemId(LABEL, id))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return toContent(requireFound(LABEL, row));
  },
  async create(userId, input) {
    await requireOwnedSources(db, userId, input);
    // Text saved from one of the user's content generations records what the machine wrote
    // (docs/decisions/0071-honesty-measured.md); other text has no writer recorded.
    const generation = await findGenerationOf(db, userId, input.content);
    const origin = generation ? savedFromGeneration(generation, input.content) : {};
    return toContent(await insertSection(db, userId, toColumns(input), origin));
  },
  async update(userId, id, input) {
    await requireOwnedSources(db, userId, input);
    const itemId = requireItemId(LABEL, id);
    const current = await db
      .selectFrom('generated_content')
      .select(['content', 'generated_text'])
      .where('id', '=', itemId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    const edited = current !== undefined && current.content.trim() !== input.content.trim();
    const origin = edited ? await editedOrigin(db, userId, current, input.content) : {};
    return toContent(requireFound(LABEL, await updateSection(db, userId, itemId, toColumns(input), origin)));
  },
  remove: (userId, id) => removeSavedItem(db, { table: 'generated_content', label: LABEL }, userId, id),
  usage: (userId, id) => listItemUsage(db, { table: 'generated_content', label: LABEL }, userId, id),
});
