import { sql, type Kysely } from 'kysely';
import {
  SAVED_ITEM_KINDS,
  type ListQuery,
  type SavedCard,
  type SavedItemKind,
} from '../../../shared/schemas/saved-item.js';
import { coverStyleLabel } from '../../../shared/catalog.js';
import { readDate } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { EXCERPT_SOURCE_LENGTH, toExcerpt } from '../lists/excerpt.js';
import { pageQuery, toPage, type PageScope } from '../lists/page-filters.js';
import type { Page, SavedItemTable } from './saved-item-store.js';

interface CardSource {
  table: SavedItemTable;
  /** The column searched and shown as the card's title. */
  title: string;
  /** The column the card's description comes from, and how it reads. */
  description: string;
  describe: (text: string) => string;
  /** The column holding the card's image, for kinds that have one. */
  image?: string;
}

/** Where each kind's cards come from; a new kind of saved item joins My Saved Content with one entry. */
const CARD_SOURCES: Record<SavedItemKind, CardSource> = {
  niches: { table: 'niches', title: 'name', description: 'market_size', describe: (text) => `Market size: ${text}` },
  ideas: { table: 'product_ideas', title: 'concept', description: 'target_audience', describe: toExcerpt },
  titles: { table: 'product_titles', title: 'title', description: 'tone', describe: (tone) => `Tone: ${tone}` },
  content: { table: 'generated_content', title: 'section_name', description: 'content', describe: toExcerpt },
  covers: {
    table: 'cover_images',
    title: 'title',
    description: 'style',
    describe: (style) => `Style: ${coverStyleLabel(style)}`,
    image: 'image_url',
  },
};

/** What a cover saved without its product title is called on its card. */
const UNTITLED_COVER = 'Untitled cover';

function cardsOf(db: Kysely<Database>, kind: SavedItemKind, page: PageScope) {
  const source = CARD_SOURCES[kind];
  return db
    .selectFrom(source.table)
    .select([
      sql.lit<SavedItemKind>(kind).as('kind'),
      'id',
      sql<string>`coalesce(${sql.ref(source.title)}, ${UNTITLED_COVER})`.as('title'),
      sql<string | null>`substr(${sql.ref(source.description)}, 1, ${sql.lit(EXCERPT_SOURCE_LENGTH)})`.as(
        'description',
      ),
      (source.image ? sql<string | null>`${sql.ref(source.image)}` : sql<string | null>`null`).as('image_url'),
      'created_at',
    ])
    .$call(page.newestPage(source.table));
}

/**
 * The page query of the cards of `kinds`, newest first. Each kind reads at most one page from its own index; the
 * merge keeps the newest of those.
 */
const cardPageQuery = (kinds: readonly SavedItemKind[]) =>
  pageQuery((db, page) => {
    const merged = kinds
      .map((kind) => db.selectFrom(cardsOf(db, kind, page).as(kind)).selectAll())
      .reduce((union, next) => union.unionAll(next));
    return db
      .selectFrom(merged.as('cards'))
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.rows);
  });

const everyKindPage = cardPageQuery(SAVED_ITEM_KINDS);
const oneKindPage: Record<SavedItemKind, typeof everyKindPage> = {
  niches: cardPageQuery(['niches']),
  ideas: cardPageQuery(['ideas']),
  titles: cardPageQuery(['titles']),
  content: cardPageQuery(['content']),
  covers: cardPageQuery(['covers']),
};

/** One page of My Saved Content: the user's items of one kind, or of every kind merged, newest first. */
export async function listSavedCards(
  db: Kysely<Database>,
  userId: string,
  query: ListQuery & { kind?: SavedItemKind },
): Promise<Page<SavedCard>> {
  const rows = await (query.kind ? oneKindPage[query.kind] : everyKindPage)(db, userId, query);
  return toPage(rows, query.limit, (row) => ({
    kind: row.kind,
    id: row.id,
    title: row.title,
    description: row.description ? CARD_SOURCES[row.kind].describe(row.description) : '',
    imageUrl: row.image_url,
    createdAt: readDate(row.created_at),
  }));
}
