import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely, KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTitle } from '../../../../tests/factories/index.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../../tests/support/test-context.js';
import type { Database } from '../../db/schema.js';
import { savedListVersion } from './saved-list-version.js';

/** The database as `ctx.db`, counting the queries run through it. */
function countingQueries(db: Kysely<Database>) {
  const counted = { queries: 0 };
  const counter: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    transformResult: ({ result }) => {
      counted.queries++;
      return Promise.resolve(result);
    },
  };
  return { db: db.withPlugin(counter), counted };
}

describe.each(DIALECTS)('savedListVersion (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect);
  });
  afterEach(() => ctx.close());

  it("reads each user's version once for the requests of one turn", async () => {
    const [mine, theirs] = [await ctx.signUp(), await ctx.signUp()];
    await createTitle(ctx.db, { userId: mine.userId });
    await createTitle(ctx.db, { userId: mine.userId });
    await createTitle(ctx.db, { userId: theirs.userId });
    const { db, counted } = countingQueries(ctx.db);

    const versions = await Promise.all([
      savedListVersion(db, mine.userId),
      savedListVersion(db, theirs.userId),
      savedListVersion(db, mine.userId),
      savedListVersion(db, mine.userId),
    ]);

    expect(versions).toEqual([2, 1, 2, 2]);
    expect(counted.queries).toBe(2);
  });

  it('answers 0 for a user who has saved nothing yet', async () => {
    const { userId } = await ctx.signUp();
    expect(await savedListVersion(ctx.db, userId)).toBe(0);
  });

  it('gives a request that comes once the shared read has started a read of its own', async () => {
    const { userId } = await ctx.signUp();
    const { db, counted } = countingQueries(ctx.db);

    const first = savedListVersion(db, userId);
    await nextTurn();
    const second = savedListVersion(db, userId);
    await Promise.all([first, second]);
    expect(counted.queries).toBe(2);

    // A change committed before a request asks is in its version, though an earlier request's read is under way.
    const earlier = savedListVersion(db, userId);
    await createTitle(ctx.db, { userId });
    expect(await savedListVersion(db, userId)).toBe(1);
    await earlier;
  });
});
