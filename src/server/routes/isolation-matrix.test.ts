import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHANGE_BODIES,
  endpointsOf,
  OWNED_RESOURCES,
  ownView,
  resourceOf,
  send,
  takesOwnedId,
  withId,
} from '../../../tests/support/api-routes.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';

describe.each(DIALECTS)('isolation matrix (%s)', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
  });
  afterAll(() => ctx.close());

  it('has an owner fixture for every route that takes an id', () => {
    const idRoutes = endpointsOf(ctx, takesOwnedId);
    expect(idRoutes.length).toBeGreaterThan(0);
    expect(idRoutes.filter(({ path }) => !(resourceOf(path) in OWNED_RESOURCES))).toEqual([]);
  });

  it("answers 404 to user B on every read, change and delete of user A's objects, and A's objects stay as they were", async () => {
    const owner = await ctx.signUp();
    const stranger = await ctx.signUp();
    const failures: string[] = [];

    for (const { method, path } of endpointsOf(ctx, takesOwnedId)) {
      const resource = resourceOf(path);
      const { table, create } = OWNED_RESOURCES[resource]!;
      const { param, rowId } = await create(ctx, owner);
      const before = await ctx.db.selectFrom(table).selectAll().where('id', '=', rowId).executeTakeFirstOrThrow();
      // A change gets a valid body, so that validation cannot answer before the ownership check.
      const body = ['PUT', 'PATCH'].includes(method)
        ? (CHANGE_BODIES[path] ?? (await ownView(owner, resource, param)))
        : (CHANGE_BODIES[path] ?? {});
      const res = await send(stranger, method, withId(path, param), body);
      if (res.status !== 404) failures.push(`${method} ${path}: ${res.status} for another user's object`);
      const after = await ctx.db.selectFrom(table).selectAll().where('id', '=', rowId).executeTakeFirst();
      if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${method} ${path}: the object changed`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 signed out and 403 to a non-admin on every admin endpoint', async () => {
    const user = await ctx.signUp();
    const adminRoutes = endpointsOf(ctx, ({ path }) => path.startsWith('/api/admin/'));
    expect(adminRoutes.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const { method, path } of adminRoutes) {
      const anonymous = await send(ctx.anonymous(), method, path, {});
      if (anonymous.status !== 401) failures.push(`${method} ${path}: ${anonymous.status} signed out`);
      const nonAdmin = await send(user, method, path, {});
      if (nonAdmin.status !== 403) failures.push(`${method} ${path}: ${nonAdmin.status} for a non-admin`);
    }
    expect(failures).toEqual([]);
  });
});
