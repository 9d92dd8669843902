import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createContent,
  createCover,
  createIdea,
  createNiche,
  createProject,
  createTitle,
} from '../../../tests/factories/index.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import { errorBody } from '../../shared/schemas/error.js';

/** Every list with a search box, and how one of its rows is written with a given title. */
const LISTS: [string, (db: TestContext['db'], userId: string, title: string) => Promise<{ id: string }>][] = [
  ['/api/saved-items', (db, userId, title) => createNiche(db, { userId, name: title })],
  ['/api/niches', (db, userId, title) => createNiche(db, { userId, name: title })],
  ['/api/ideas', (db, userId, title) => createIdea(db, { userId, concept: title })],
  ['/api/titles', (db, userId, title) => createTitle(db, { userId, title })],
  ['/api/content', (db, userId, title) => createContent(db, { userId, sectionName: title })],
  ['/api/covers', (db, userId, title) => createCover(db, { userId, title })],
  ['/api/projects', (db, userId, title) => createProject(db, { userId, title })],
];

/** A page of any list, read for its ids. */
const idsOnly = z.looseObject({ items: z.array(z.looseObject({ id: z.string() })) });

describe.each(DIALECTS)('a list search of odd or invalid text (%s)', (dialect) => {
  let ctx: TestContext;
  type User = Awaited<ReturnType<TestContext['signUp']>>;
  /** Per list: its user (whose only rows are these), the id of the row titled with wildcards and emoji, the plain one. */
  const rows = new Map<string, { user: User; odd: string; plain: string }>();

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    const other = await ctx.signUp();
    for (const [path, write] of LISTS) {
      const user = await ctx.signUp();
      const odd = await write(ctx.db, user.userId, 'Rye 100%%% _ \\ 🍞🍞🍞');
      const plain = await write(ctx.db, user.userId, 'Rye 100 percent bread');
      // Another user's row with the same title is never among the answers.
      await write(ctx.db, other.userId, 'Rye 100%%% _ \\ 🍞🍞🍞');
      rows.set(path, { user, odd: odd.id, plain: plain.id });
    }
  });
  afterAll(() => ctx.close());

  const search = (path: string, text: string) => rows.get(path)!.user.get(`${path}?search=${encodeURIComponent(text)}`);

  describe.each(LISTS.map(([path]) => path))('%s', (path) => {
    it.each([
      ['10,000 characters', 'x'.repeat(10_000), 'Search must be at most 200 characters'],
      ['a NUL character', 'rye\u0000bread', 'Search must not contain control characters'],
    ])('refuses %s with a 400 naming the search', async (_name, text, message) => {
      expect(await expectBody(await search(path, text), 400, errorBody)).toEqual({
        error: { code: 'BAD_REQUEST', message, field: 'search' },
      });
    });

    it.each([
      ['%%%', 'odd'],
      ['%', 'odd'],
      ['_', 'odd'],
      ['\\', 'odd'],
      ['🍞', 'odd'],
      ['🍞🍞🍞', 'odd'],
      ['🍞🍞🍞🍞', 'none'],
      ['100 p', 'plain'],
      ['RYE 100', 'both'],
    ] as const)('answers %j with exactly its own matching rows', async (text, expected) => {
      const { odd, plain } = rows.get(path)!;
      const page = await expectBody(await search(path, text), 200, idsOnly);
      const want = { odd: [odd], plain: [plain], both: [odd, plain], none: [] }[expected];
      expect(page.items.map((item) => item.id).sort()).toEqual([...want].sort());
    });
  });
});
