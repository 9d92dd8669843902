import type { Kysely } from 'kysely';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContent, createIdea, createNiche, createTitle } from '../../../tests/factories/index.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import type { Database } from '../db/schema.js';

type OwnedTable = keyof Database & ('niches' | 'product_ideas' | 'product_titles' | 'generated_content');

/**
 * How to give user A one object of each resource that an API route names by id. A route added under a prefix that
 * is missing here fails the matrix until its owner fixture is added, so no id-taking route goes untested.
 */
const OWNED_RESOURCES: Record<
  string,
  { table: OwnedTable; create: (db: Kysely<Database>, userId: string) => Promise<{ id: string }> }
> = {
  '/api/niches': { table: 'niches', create: (db, userId) => createNiche(db, { userId }) },
  '/api/ideas': { table: 'product_ideas', create: (db, userId) => createIdea(db, { userId }) },
  '/api/titles': { table: 'product_titles', create: (db, userId) => createTitle(db, { userId }) },
  '/api/content': { table: 'generated_content', create: (db, userId) => createContent(db, { userId }) },
};

interface Endpoint {
  method: string;
  path: string;
}

/** The app's own endpoints (not its middleware, not the built client) that match `keep`, once each. */
function endpointsOf(ctx: TestContext, keep: (path: string) => boolean): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const { method, path } of ctx.app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/') || path.startsWith('/api/auth/') || !keep(path)) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/** A user's own object named by id (admin endpoints are checked by role below). */
const takesId = (path: string) => /\/:[A-Za-z]+/.test(path) && !path.startsWith('/api/admin/');
/** The resource prefix of an id route: `/api/niches/:id` and `/api/niches/:id/anything` both give `/api/niches`. */
const resourceOf = (path: string) => path.slice(0, path.search(/\/:[A-Za-z]+/));

const withoutNulls = (view: unknown) =>
  Object.fromEntries(
    Object.entries(z.record(z.string(), z.unknown()).parse(view)).filter(([, value]) => value !== null),
  );

function send(client: ReturnType<TestContext['anonymous']>, method: string, path: string, body: unknown) {
  if (method === 'GET') return client.get(path);
  if (method === 'DELETE') return client.delete(path);
  if (method === 'PUT') return client.put(path, body);
  if (method === 'PATCH') return client.patch(path, body);
  return client.post(path, body);
}

describe.each(DIALECTS)('isolation matrix (%s)', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { adminEmails: ['admin@example.com'] });
  });
  afterAll(() => ctx.close());

  it('has an owner fixture for every route that takes an id', () => {
    const idRoutes = endpointsOf(ctx, takesId);
    expect(idRoutes.length).toBeGreaterThan(0);
    const uncovered = idRoutes.filter(({ path }) => !(resourceOf(path) in OWNED_RESOURCES));
    expect(uncovered).toEqual([]);
  });

  it("answers 404 to user B on every read, change and delete of user A's objects, and A's objects stay as they were", async () => {
    const owner = await ctx.signUp();
    const stranger = await ctx.signUp();
    const routes = endpointsOf(ctx, takesId);
    const failures: string[] = [];

    for (const { method, path } of routes) {
      const resource = OWNED_RESOURCES[resourceOf(path)];
      if (!resource) continue;
      const { id } = await resource.create(ctx.db, owner.userId);
      const url = path.replace(/:[A-Za-z]+/g, id);
      const before = await ctx.db.selectFrom(resource.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      // The owner's own view of the object (its empty fields left out) is a valid body for a change, so
      // validation cannot answer first.
      const ownView = withoutNulls(await (await owner.get(`${resourceOf(path)}/${id}`)).json());

      const res = await send(stranger, method, url, ownView);
      if (res.status !== 404) failures.push(`${method} ${path}: ${res.status} for another user's object`);
      const after = await ctx.db.selectFrom(resource.table).selectAll().where('id', '=', id).executeTakeFirst();
      if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${method} ${path}: the object changed`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 signed out and 403 to a non-admin on every admin endpoint', async () => {
    const user = await ctx.signUp();
    const adminRoutes = endpointsOf(ctx, (path) => path.startsWith('/api/admin/'));
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
