import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTitle } from '../../../../tests/factories/index.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../../tests/support/test-context.js';
import { compiledOnce } from './precompiled-query.js';

const titlesOf = compiledOnce((db, { userId, limit }: { userId: string; limit: number }) =>
  db
    .selectFrom('product_titles')
    .select('title')
    .where('user_id', '=', userId)
    .where('tone', '=', 'friendly')
    .orderBy('title')
    .limit(limit),
);

describe.each(DIALECTS)('precompiledQuery (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect);
  });
  afterEach(() => ctx.close());

  it("binds each call's values and keeps the query's own constants", async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    for (const title of ['A', 'B', 'C']) await createTitle(ctx.db, { userId: alice.userId, title });
    await createTitle(ctx.db, { userId: bob.userId, title: 'Z' });

    expect(await titlesOf(ctx.db, { userId: alice.userId, limit: 2 })).toEqual([{ title: 'A' }, { title: 'B' }]);
    expect(await titlesOf(ctx.db, { userId: bob.userId, limit: 10 })).toEqual([{ title: 'Z' }]);
    expect(await titlesOf(ctx.db, { userId: alice.userId, limit: 10 })).toHaveLength(3);
  });

  it('refuses a value that does not reach the SQL as a bound parameter', async () => {
    const transformed = compiledOnce((db, { userId }: { userId: string }) =>
      db.selectFrom('product_titles').select('title').where('user_id', '=', userId.toLowerCase()),
    );
    await expect(transformed(ctx.db, { userId: 'x' })).rejects.toThrow('bound parameters: userId');
  });
});
