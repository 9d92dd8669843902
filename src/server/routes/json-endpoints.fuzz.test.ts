import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointsOf,
  OWNED_RESOURCES,
  ownView,
  resourceOf,
  takesOwnedId,
  withId,
} from '../../../tests/support/api-routes.js';
import type { TestClient } from '../../../tests/support/test-client.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';

/** Requests per database: SQLite takes the full 10,000; PostgreSQL, slower per statement, a share of it. */
const RUNS = { sqlite: 10_000, postgres: 2_000 };
/** Sign-up and sign-in hash a password on every attempt (~50 ms by design), so auth gets fewer of its own. */
const AUTH_RUNS = { sqlite: 400, postgres: 200 };

/** Valid bodies of the endpoints whose own view cannot provide one; the fuzzer bends them field by field. */
const SAMPLE_BODIES: Record<string, Record<string, unknown>> = {
  '/api/generate-niches': { targetAudience: 'busy parents', interests: 'meal prep', budgetRange: '$500-$1,000' },
  '/api/generate-product-ideas': { productType: 'workbook', niche: 'Meal prep for busy parents' },
  '/api/generate-titles': { tone: 'urgent', productConcept: 'A 30-day freezer meal challenge' },
  '/api/generate-content': {
    title: 'Prep Once',
    sectionName: 'Chapter 2',
    outline: '- Plan\n- Shop',
    contentType: 'howto',
  },
  '/api/auth/sign-up/email': { name: 'Fuzz User', email: 'fuzz@example.com', password: 'secret-password' },
  '/api/auth/sign-in/email': { email: 'fuzz@example.com', password: 'secret-password' },
  '/api/auth/request-password-reset': { email: 'fuzz@example.com', redirectTo: '/reset-password' },
  '/api/auth/reset-password': { token: 'not-a-token', newPassword: 'another-password' },
};
/** Auth endpoints are one catch-all route in the table, so the ones that take JSON are named here. */
const AUTH_ENDPOINTS = [
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
];

const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'];

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    '   ',
    '\u0000',
    'a\u0007b',
    '%_\\',
    '<script>alert(1)</script>',
    "'; drop table niches; --",
    '\u202eevil',
    '🧁'.repeat(300),
    'x'.repeat(300),
    'y'.repeat(5_000),
    'z'.repeat(250_000),
  ),
);

const deeplyNested = (depth: number): unknown => (depth === 0 ? 'bottom' : [deeplyNested(depth - 1)]);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(deeplyNested(40), deeplyNested(2_000)),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...POLLUTING_KEYS)), tie('value'), {
      maxKeys: 3,
    }),
  ),
})).value;

/** A whole body that is anything at all, or a valid body with one field bent, dropped or a polluting key added. */
function bodyFor(sample: Record<string, unknown> | undefined): fc.Arbitrary<string> {
  const anything = hostileValue.map((value) => JSON.stringify(value) ?? 'null');
  if (!sample) return anything;
  const fields = Object.keys(sample);
  const bent = fc
    .record({ field: fc.constantFrom(...fields), value: hostileValue })
    .map(({ field, value }) => JSON.stringify({ ...sample, [field]: value }));
  const dropped = fc.constantFrom(...fields).map((field) => JSON.stringify({ ...sample, [field]: undefined }));
  // JSON text, not an object literal: `__proto__` must arrive as an own key, as an attacker would send it.
  const polluted = fc
    .constantFrom(...POLLUTING_KEYS)
    .map((key) => `{${JSON.stringify(sample).slice(1, -1)},"${key}":{"isAdmin":true,"polluted":true}}`);
  return fc.oneof(anything, bent, dropped, polluted);
}

interface Target {
  method: string;
  path: string;
  client: TestClient;
  sample?: Record<string, unknown>;
}

/** Rows of every table, in one statement: what a refused request must leave as it was. */
async function fingerprint(ctx: TestContext): Promise<string> {
  const tables = [
    'users',
    'sessions',
    'profiles',
    'user_roles',
    'projects',
    'niches',
    'product_ideas',
    'product_titles',
    'generated_content',
    'cover_images',
    'project_content_sections',
    'generation_usage',
    'save_keys',
  ];
  const counts = tables.map((table) => sql`(select count(*) from ${sql.table(table)})`.as(table));
  const { rows } = await sql`select ${sql.join(counts)}`.execute(ctx.db);
  return JSON.stringify(rows[0], (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value));
}

describe.each(DIALECTS)('every JSON endpoint under random and hostile bodies (%s)', (dialect) => {
  let ctx: TestContext;
  let apiTargets: Target[];
  let authTargets: Target[];
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { generationLimit: { calls: 1_000_000, windowMs: 60_000 } });
    const user = await ctx.signUp();
    const signedOut = ctx.anonymous();
    const writes = endpointsOf(ctx, ({ method }) => ['POST', 'PUT', 'PATCH'].includes(method));
    apiTargets = [];
    for (const { method, path } of writes) {
      const resource = takesOwnedId({ method, path }) ? resourceOf(path) : path;
      const owned = OWNED_RESOURCES[resource];
      if (!owned) {
        apiTargets.push({ method, path, client: user, sample: SAMPLE_BODIES[path] });
        continue;
      }
      // A saved item's own view is a valid body both to create another and to change it.
      const { param } = await owned.create(ctx, user);
      apiTargets.push({
        method,
        path: withId(path, param),
        client: user,
        sample: await ownView(user, resource, param),
      });
    }
    authTargets = AUTH_ENDPOINTS.map((path) => ({
      method: 'POST',
      path,
      client: signedOut,
      sample: SAMPLE_BODIES[path],
    }));
  });
  afterAll(() => ctx.close());

  /** Sends random bodies to the targets; answers of 500 and writes made by refused requests are collected. */
  async function fuzz(targets: Target[], numRuns: number): Promise<string[]> {
    const failures: string[] = [];
    // Cases name their endpoint by index, so a counterexample prints as method, path and body.
    const cases = fc.oneof(
      ...targets.map(({ method, path, sample }, index) =>
        bodyFor(sample).map((body) => ({ index, endpoint: `${method} ${path}`, body })),
      ),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ({ index, body }) => {
        const target = targets[index]!;
        const before = await fingerprint(ctx);
        const res = await target.client.send(target.path, { method: target.method, body });
        await res.text();
        if (res.status >= 500) failures.push(`${target.method} ${target.path} ${res.status}: ${body.slice(0, 200)}`);
        if (res.status >= 400 && (await fingerprint(ctx)) !== before) {
          failures.push(`${target.method} ${target.path} wrote for a ${res.status}: ${body.slice(0, 200)}`);
        }
        return failures.length === 0;
      }),
      { numRuns, endOnFailure: true },
    );
    return failures;
  }

  it('never answers 500 on an API endpoint, never writes for a refused request, pollutes no prototype', async () => {
    expect(await fuzz(apiTargets, RUNS[dialect])).toEqual([]);
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect((await ctx.anonymous().get('/healthz')).status).toBe(200);
  }, 600_000);

  it('never answers 500 on an auth endpoint, and never writes for a refused request', async () => {
    expect(await fuzz(authTargets, AUTH_RUNS[dialect])).toEqual([]);
    expect(Object.prototype).not.toHaveProperty('polluted');
  }, 600_000);
});
