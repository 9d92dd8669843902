import fc from 'fast-check';
import type { CompiledQuery, Kysely } from 'kysely';
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
import type { Database } from '../schema.js';
import { precompiledQueries, type PrecompiledQuery } from './precompiled-query.js';

const RUNS = 1_000;
const LIST_TABLES = [
  'niches',
  'product_ideas',
  'product_titles',
  'generated_content',
  'cover_images',
  'projects',
] as const;

/** Text a query may be asked about: quotes, LIKE's wildcards and escape, accents, emoji, other scripts; no NUL. */
const awkwardText = fc
  .oneof(
    fc.string({ unit: fc.constantFrom("'", '"', '%', '_', '\\', ' ', 'a', 'é', 'ß', '😀', 'ق', '中', '\u200b') }),
    fc.string({ unit: 'grapheme' }),
    fc.string({ unit: 'binary' }),
  )
  .filter((text) => !text.includes('\u0000'));

/** The outcome of a compiled query: its rows, or the database's refusal (an invalid LIKE pattern, say). */
async function outcome(db: Kysely<Database>, query: CompiledQuery) {
  try {
    return { rows: (await db.executeQuery(query)).rows };
  } catch (error) {
    return { refused: error instanceof Error ? error.message : String(error) };
  }
}

/** A few users with saved items and projects of awkward titles, some made in the same millisecond. */
async function seed(ctx: TestContext) {
  const users = [await ctx.signUp(), await ctx.signUp(), await ctx.signUp()];
  const titles = ["O'Brien's 100% guide", 'snake_case & "quotes"', 'Crème brûlée 😀', 'back\\slash', '中文 title'];
  for (const [u, { userId }] of users.entries()) {
    for (const [i, title] of titles.entries()) {
      if ((i + u) % 3 === 0) continue;
      const cover = await createCover(ctx.db, { userId, title, secondsAgo: i });
      await createTitle(ctx.db, { userId, title, secondsAgo: i % 2 });
      await createNiche(ctx.db, { userId, name: title });
      await createIdea(ctx.db, { userId, concept: title });
      await createContent(ctx.db, { userId, sectionName: title, content: `${title}\n\nBody` });
      await createProject(ctx.db, { userId, title, coverId: i % 2 ? cover.id : undefined, secondsAgo: i });
    }
  }
  const rows = (
    await Promise.all(
      LIST_TABLES.map((table) => ctx.db.selectFrom(table).select(['id', 'created_at', 'search_text']).execute()),
    )
  ).flat();
  const sessions = await ctx.db.selectFrom('sessions').select('token').execute();
  return {
    userIds: users.map((user) => user.userId),
    ids: rows.map((row) => row.id),
    createdAts: rows.map((row) => new Date(row.created_at).toISOString()),
    searchTexts: rows.map((row) => row.search_text),
    tokens: sessions.map((session) => session.token),
  };
}

describe.each(DIALECTS)('precompiled queries against Kysely (%s)', (dialect) => {
  let ctx: TestContext;
  let known: Awaited<ReturnType<typeof seed>>;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    known = await seed(ctx);
  });
  afterAll(() => ctx.close());

  it("holds every hot query of the app: each list's, and the saved-list version's", () => {
    const placeholders = new Proxy({}, { get: () => 'x' });
    const sqlOf = precompiledQueries.map((query) => query.build(ctx.db, placeholders).compile().sql);
    for (const table of [...LIST_TABLES, 'saved_list_versions']) {
      expect(
        sqlOf.some((sql) => sql.includes(`"${table}"`)),
        table,
      ).toBe(true);
    }
  });

  it('binds random values as Kysely compiles them into every precompiled query, and answers the same rows', async () => {
    /** Every value a precompiled query of the app takes, by name; a query taking another name fails below. */
    const values = fc.record({
      userId: fc.oneof(fc.constantFrom(...known.userIds), fc.uuid()),
      token: fc.oneof(fc.constantFrom(...known.tokens), awkwardText),
      pattern: fc.oneof(
        awkwardText,
        fc
          .constantFrom(...known.searchTexts)
          .chain((text) => fc.nat(text.length).map((start) => `%${text.slice(start, start + 3)}%`)),
        fc.constant('%'),
      ),
      afterCreatedAt: fc.oneof(
        fc.constantFrom(...known.createdAts),
        fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString()),
      ),
      afterId: fc.oneof(fc.constantFrom(...known.ids), fc.uuid()),
      rows: fc.integer({ min: 0, max: 30 }),
    });
    const strict = (sample: Record<string, unknown>) =>
      new Proxy(sample, {
        get: (target, name) => {
          if (!(name in target)) throw new Error(`no random values for ${String(name)}: add them to this test`);
          return target[name as string];
        },
      });
    /** The same SQL and parameters as Kysely's own compile of the query for these values. */
    const binds = (query: PrecompiledQuery, sample: Record<string, unknown>) => {
      const byKysely = query.build(ctx.db, strict(sample)).compile();
      const bound = query.bind(ctx.db, strict(sample));
      expect({ sql: bound.sql, parameters: bound.parameters }, byKysely.sql).toEqual({
        sql: byKysely.sql,
        parameters: byKysely.parameters,
      });
      return { byKysely, bound };
    };

    // Every run binds its values into every query; it runs one of them both ways, each query in turn.
    let run = 0;
    await fc.assert(
      fc.asyncProperty(values, async (sample) => {
        for (const query of precompiledQueries) binds(query, sample);
        const { byKysely, bound } = binds(precompiledQueries[run++ % precompiledQueries.length]!, sample);
        expect(await outcome(ctx.db, bound), byKysely.sql).toEqual(await outcome(ctx.db, byKysely));
      }),
      { seed: testSeed(`precompiled queries (${dialect})`), numRuns: RUNS },
    );
  }, 600_000);
});
