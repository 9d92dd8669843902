import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createContent,
  createCover,
  createIdea,
  createNiche,
  createProject,
  createTitle,
} from '../../../../tests/factories/index.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../../tests/support/test-context.js';
import { testSeed } from '../../../../tests/support/test-seed.js';
import { listQuery, savedCardsQuery, type SavedItemKind } from '../../../shared/schemas/saved-item.js';
import { toSearchText } from '../../db/search-text.js';
import { listProjects } from '../projects/list-projects.js';
import { listSavedCards } from '../saved-items/list-saved-cards.js';

type Db = TestContext['db'];

const USERS = 3;
const ROWS_PER_USER = 48;
const PAGE_LIMIT = 7;

/** Pieces of titles and searches: accents, case, letters that fold to two, emoji, LIKE's wildcards, quotes. */
const PIECES = ['É', 'é', 'e', 'E', 'ß', 'ẞ', 'İ', '🍞', '%', '_', '\\', '"', 'crust', 'Crust', 'CRUST', ' ', 'a', 'x'];
/** A title of 200 characters (the longest a search may be), searched for whole. */
const LONG_TITLE = 'Crust é % _ '.repeat(20).slice(0, 200);

/** Each table's searched column, and how a row of it is written (through the factories, so the triggers fire). */
const WRITERS = {
  niches: {
    column: 'name',
    write: (db: Db, userId: string, title: string) => createNiche(db, { userId, name: title }),
  },
  product_ideas: {
    column: 'concept',
    write: (db: Db, userId: string, title: string) => createIdea(db, { userId, concept: title }),
  },
  product_titles: {
    column: 'title',
    write: (db: Db, userId: string, title: string) => createTitle(db, { userId, title }),
  },
  generated_content: {
    column: 'section_name',
    write: (db: Db, userId: string, title: string) => createContent(db, { userId, sectionName: title }),
  },
  cover_images: {
    column: 'title',
    write: (db: Db, userId: string, title: string) => createCover(db, { userId, title }),
  },
  projects: { column: 'title', write: (db: Db, userId: string, title: string) => createProject(db, { userId, title }) },
} as const;
type Table = keyof typeof WRITERS;
const TABLES = Object.keys(WRITERS) as Table[];
const KIND_TABLES: Record<SavedItemKind, Table> = {
  niches: 'niches',
  ideas: 'product_ideas',
  titles: 'product_titles',
  content: 'generated_content',
  covers: 'cover_images',
};

interface Row {
  id: string;
  createdAt: string;
  title: string | null;
}

/** The user's rows of `table` as they are now, read without any search. */
async function rowsOf(db: Db, table: Table, userId: string): Promise<Row[]> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'created_at', `${WRITERS[table].column} as title`])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    title: row.title as string | null,
  }));
}

/** What a search answers, computed in JS over every title: folded substring, newest first, then by id. */
function expected(rows: Row[], search: string): string[] {
  const folded = toSearchText(search.trim());
  return rows
    .filter((row) => toSearchText(row.title).includes(folded))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0))
    .map((row) => row.id);
}

/** Every id a list answers for `search`, read page by page through nextCursor. */
async function readAll(
  read: (cursor: string | undefined) => Promise<{ items: { id: string }[]; nextCursor: string | null }>,
) {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return ids;
}

const title = fc.array(fc.constantFrom(...PIECES), { maxLength: 10 }).map((pieces) => pieces.join(''));
/** A search: a piece of a title in another letter case, a random run of pieces, one character, or a wildcard. */
const search = (titles: string[]) =>
  fc.oneof(
    fc.tuple(fc.constantFrom(...titles), fc.nat(), fc.nat(), fc.boolean()).map(([text, from, length, upper]) => {
      const characters = [...text];
      const start = from % Math.max(characters.length, 1);
      const part = characters.slice(start, start + 1 + (length % 8)).join('');
      return upper ? part.toUpperCase() : part;
    }),
    fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 4 }).map((pieces) => pieces.join('')),
    fc.constantFrom(...PIECES.filter((piece) => [...piece].length === 1)),
    fc.constantFrom('%', '_', '%%%', '_%_', LONG_TITLE, LONG_TITLE.toUpperCase(), 'x'.repeat(200)),
  );

describe.each(DIALECTS)('indexed search equals a search of every title (%s)', (dialect) => {
  let ctx: TestContext;
  const users: string[] = [];
  const titles: string[] = [LONG_TITLE];

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    const random = fc.sample(fc.tuple(fc.constantFrom(...TABLES), title), {
      seed: testSeed(`indexed search (${dialect})`),
      numRuns: USERS * ROWS_PER_USER,
    });
    for (let u = 0; u < USERS; u++) {
      const { userId } = await ctx.signUp();
      users.push(userId);
      await createTitle(ctx.db, { userId, title: LONG_TITLE });
      for (const [table, text] of random.slice(u * ROWS_PER_USER, (u + 1) * ROWS_PER_USER)) {
        titles.push(text);
        const row = await WRITERS[table].write(ctx.db, userId, text);
        // Every third row is renamed and every fifth deleted, so the index follows updates and deletes too.
        if (titles.length % 3 === 0) {
          const renamed = `${text} Renamé ${titles.length}`;
          titles.push(renamed);
          await ctx.db
            .updateTable(table)
            .set({ [WRITERS[table].column]: renamed, search_text: toSearchText(renamed) })
            .where('id', '=', row.id)
            .execute();
        } else if (titles.length % 5 === 0) {
          await ctx.db.deleteFrom(table).where('id', '=', row.id).execute();
        }
      }
    }
  }, 60_000);
  afterAll(() => ctx.close());

  /** Every list of every user, searched with random text and read page by page, against the titles scanned in JS. */
  async function expectEqualToAScan(db: Db) {
    const searches = fc.sample(search(titles), { seed: testSeed(`indexed searches (${dialect})`), numRuns: 40 });
    for (const userId of users) {
      const rows = Object.fromEntries(
        await Promise.all(TABLES.map(async (table) => [table, await rowsOf(db, table, userId)] as const)),
      ) as Record<Table, Row[]>;
      const savedRows = Object.values(KIND_TABLES).flatMap((table) => rows[table]);
      for (const text of searches) {
        const query = { search: text, limit: String(PAGE_LIMIT) };
        const all = await readAll((cursor) => listSavedCards(db, userId, savedCardsQuery.parse({ ...query, cursor })));
        expect(all, `All, search ${JSON.stringify(text)}`).toEqual(expected(savedRows, text));
        for (const [kind, table] of Object.entries(KIND_TABLES)) {
          const ids = await readAll((cursor) =>
            listSavedCards(db, userId, savedCardsQuery.parse({ ...query, kind, cursor })),
          );
          expect(ids, `${kind}, search ${JSON.stringify(text)}`).toEqual(expected(rows[table], text));
        }
        const projects = await readAll((cursor) => listProjects(db, userId, listQuery.parse({ ...query, cursor })));
        expect(projects, `projects, search ${JSON.stringify(text)}`).toEqual(expected(rows.projects, text));
      }
    }
  }

  it('answers every list, page by page, with exactly the user’s own rows a scan of the titles finds', async () => {
    await expectEqualToAScan(ctx.db);
  }, 120_000);

  // These few rows are read through the newest-first index; on PostgreSQL the trigram index must answer the same,
  // checked in a transaction that drops the other indexes (for itself only) and rolls back.
  it.runIf(dialect === 'postgres')(
    'answers the same through the trigram index',
    async () => {
      const rolledBack = new Error('rolled back');
      const run = ctx.db.transaction().execute(async (trx) => {
        for (const table of TABLES) await trx.schema.dropIndex(`${table}_user_created_search_idx`).execute();
        await sql`set local enable_seqscan = off`.execute(trx);
        const plan = await sql<{ 'QUERY PLAN': string }>`explain select id from product_titles
          where user_id = ${users[0]} and search_text like '%crust%'`.execute(trx);
        expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('product_titles_search_trgm_idx');
        await expectEqualToAScan(trx);
        throw rolledBack;
      });
      await expect(run).rejects.toBe(rolledBack);
    },
    120_000,
  );
});
