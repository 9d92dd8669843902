import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import { escapeLike } from './escape-like.js';

describe.each(DIALECTS)('escapeLike (%s)', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
  });
  afterAll(() => ctx.close());

  /** Whether `text` contains `search`, asked of the database the way the lists ask it. */
  const contains = async (text: string, search: string) => {
    const pattern = `%${escapeLike(search)}%`;
    const { rows } = await sql<{ found: unknown }>`select ${text} like ${pattern} escape '\\' as found`.execute(ctx.db);
    return Boolean(Number(rows[0]!.found));
  };

  it.each([
    ['%', '100% cotton', true],
    ['%', 'one hundred', false],
    ['0%c', '100% cotton', false],
    ['_', 'snake_case', true],
    ['_', 'kebab-case', false],
    ['e_c', 'snake-case', false],
    ['\\', 'C:\\temp', true],
    ['\\', 'C:/temp', false],
    ['\\t', 'C:\\temp', true],
    ['\\%', 'odd \\% text', true],
    ['\\%', 'odd % text', false],
    ['plain', 'a plain word', true],
  ])('finds %j in %j only where it is written: %s', async (search, text, found) => {
    expect(await contains(text, search)).toBe(found);
  });
});
