import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../shared/api/all-endpoints.js';
import {
  endpointsOf,
  OWNED_RESOURCES,
  CHANGE_BODIES,
  ownView,
  resourceOf,
  takesOwnedId,
  withId,
} from '../../../tests/support/api-routes.js';
import { createContent } from '../../../tests/factories/index.js';
import type { TestClient } from '../../../tests/support/test-client.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../tests/support/test-context.js';
import { healthApi } from '../../shared/api/health.js';

/** Requests per database: SQLite takes the full 10,000; PostgreSQL, slower per statement, a share of it. */
const RUNS = { sqlite: 10_000, postgres: 2_000 };
/** Sign-up and sign-in hash a password on every attempt (~50 ms by design), so auth gets fewer of its own. */
const AUTH_RUNS = { sqlite: 400, postgres: 200 };

/** Valid bodies of the endpoints whose own view cannot provide one; the fuzzer bends them field by field. */
const SAMPLE_BODIES: Record<string, Record<string, unknown>> = {
  ...CHANGE_BODIES,
  '/api/generate-niches': { targetAudience: 'busy parents', interests: 'meal prep', budgetRange: '$500-$1,000' },
  '/api/generate-product-ideas': { productType: 'workbook', niche: 'Meal prep for busy parents' },
  '/api/generate-titles': { tone: 'urgent', productConcept: 'A 30-day freezer meal challenge' },
  '/api/generate-content': {
    title: 'Prep Once',
    sectionName: 'Chapter 2',
    outline: '- Plan\n- Shop',
    contentType: 'howto',
  },
  '/api/projects/:id/plan/draft-module': {
    courseTitle: 'Prep Once',
    title: 'Plan the Week',
    goal: 'Write a plan for five dinners.',
    otherModules: ['Shop Once'],
  },
  '/api/auth/sign-up/email': { name: 'Fuzz User', email: 'fuzz@example.com', password: 'secret-password' },
  '/api/auth/sign-in/email': { email: 'fuzz@example.com', password: 'secret-password' },
  '/api/auth/request-password-reset': { email: 'fuzz@example.com', redirectTo: '/reset-password' },
  '/api/auth/reset-password': { token: 'not-a-token', newPassword: 'another-password' },
  '/api/generate-cover-image': {
    title: 'Prep Once',
    authorName: 'Ana Núñez',
    style: 'modern',
    colorScheme: 'navy and gold',
    customPrompt: 'A freezer full of labelled boxes',
    titleContext: { tone: 'friendly' },
  },
  '/api/projects/:id/plan': {
    title: 'Prep Once',
    subtitle: 'Freezer Meals',
    authorName: 'Ana Núñez',
    isbn: '978-3-16-148410-0',
    chapters: [
      { title: 'The Sunday Session', goal: 'Cook four dinners in two hours.' },
      { title: 'Labels and Lids', goal: '' },
    ],
    description: 'Thirty days of dinners from one afternoon a week.',
  },
  '/api/projects/:id/book': { contentType: 'howto', rewriteOutOfDate: false },
  '/api/projects/:id/documents': { draft: true },
};
/** Routes sent fewer bodies than the others' 5 shares: a valid body draws a cover, which takes a few hundred ms. */
const SHARES: Record<string, number> = { '/api/generate-cover-image': 1 };
/** Auth endpoints are one catch-all route in the table, so the ones that take JSON are named here. */
const AUTH_ENDPOINTS = [
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
];

const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'];

/** Characters no stored text may hold: NUL, lone halves of a surrogate pair, and noncharacters XML refuses. */
const UNSTORABLE = ['\u0000', '\uD800', '\uDFFF', '\uFFFE', '\uFFFF', '\uFDD0'];
/** What a valid text may be given to make it one the server must refuse, or bound, before it is stored. */
const TAINTS = [
  ...UNSTORABLE,
  `${'>'.repeat(1_000)} a quote 1,000 deep\n`,
  `${Array.from({ length: 440 }, (_, depth) => `${'  '.repeat(depth)}- a list 440 deep`).join('\n')}\n`,
];

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // Ordinary text and markdown with unstorable characters anywhere in it.
  fc.string({ unit: fc.constantFrom('a', ' ', '\n', '>', '- ', '*', ...UNSTORABLE), maxLength: 40 }),
  fc.constantFrom(
    '',
    '   ',
    ...TAINTS,
    'a\u0007b',
    'half an emoji \uD83D',
    'not\uFFFEXML',
    '%_\\',
    '<script>alert(1)</script>',
    "'; drop table niches; --",
    '\u202eevil',
    '🧁'.repeat(300),
    'x'.repeat(300),
    'y'.repeat(5_000),
    'z'.repeat(250_000),
    '*'.repeat(100_000),
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

type Place = (string | number)[];

/** Every place in a body that holds a value: its fields, and the entries of the lists and objects inside them. */
function placesIn(value: unknown, place: Place = []): Place[] {
  const inner = Array.isArray(value)
    ? value.map((_item, index) => index)
    : value !== null && typeof value === 'object'
      ? Object.keys(value)
      : [];
  return inner.flatMap((key) => [
    [...place, key],
    ...placesIn((value as Record<string, unknown>)[key], [...place, key]),
  ]);
}

const valueAt = (value: unknown, place: Place): unknown =>
  place.reduce<unknown>((inner, key) => (inner as Record<string, unknown>)[key], value);

/** A copy of `value` with the value at `place` changed by `change` (to undefined: dropped). */
function changedAt(value: unknown, [key, ...rest]: Place, change: (old: unknown) => unknown): unknown {
  if (key === undefined) return change(value);
  if (Array.isArray(value)) return value.map((item, index) => (index === key ? changedAt(item, rest, change) : item));
  const fields = value as Record<string, unknown>;
  return { ...fields, [key]: changedAt(fields[key], rest, change) };
}

/**
 * A whole body that is anything at all, or a valid body with one value (at any depth: a chapter's title as well as
 * the plan's) bent, dropped, or tainted while everything around it stays valid, or with a polluting key added.
 */
function bodyFor(sample: Record<string, unknown> | undefined): fc.Arbitrary<string> {
  const anything = hostileValue.map((value) => JSON.stringify(value) ?? 'null');
  if (!sample) return anything;
  const places = placesIn(sample);
  const changed = (place: Place, change: (old: unknown) => unknown) => JSON.stringify(changedAt(sample, place, change));
  const bent = fc
    .record({ place: fc.constantFrom(...places), value: hostileValue })
    .map(({ place, value }) => changed(place, () => value));
  const dropped = fc.constantFrom(...places).map((place) => changed(place, () => undefined));
  // JSON text, not an object literal: `__proto__` must arrive as an own key, as an attacker would send it.
  const polluted = fc
    .constantFrom(...POLLUTING_KEYS)
    .map((key) => `{${JSON.stringify(sample).slice(1, -1)},"${key}":{"isAdmin":true,"polluted":true}}`);
  const texts = places.filter((place) => typeof valueAt(sample, place) === 'string');
  if (texts.length === 0) return fc.oneof(anything, bent, dropped, polluted);
  const tainted = fc
    .record({ place: fc.constantFrom(...texts), taint: fc.constantFrom(...TAINTS) })
    .map(({ place, taint }) => changed(place, (text) => `${taint}${String(text)}`));
  return fc.oneof(anything, bent, dropped, polluted, { arbitrary: tainted, weight: 2 });
}

interface Target {
  method: string;
  /** The path requested, and the route it is (its parameters named). */
  path: string;
  route: string;
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
    'stored_files',
    'book_plans',
    'book_runs',
    'book_listings',
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
    const section = await createContent(ctx.db, { userId: user.userId });
    const samples: Record<string, Record<string, unknown>> = {
      ...SAMPLE_BODIES,
      '/api/projects/:id/sections': { contentIds: [section.id] },
    };
    const writes = endpointsOf(ctx, ({ method }) => ['POST', 'PUT', 'PATCH'].includes(method));
    apiTargets = [];
    for (const { method, path } of writes) {
      const resource = takesOwnedId({ method, path }) ? resourceOf(path) : path;
      const owned = OWNED_RESOURCES[resource];
      if (!owned) {
        apiTargets.push({ method, path, route: path, client: user, sample: samples[path] });
        continue;
      }
      // A saved item's own view is a valid body both to create another and to change it.
      const { param } = await owned.create(ctx, user);
      apiTargets.push({
        method,
        path: withId(path, param),
        route: path,
        client: user,
        sample: samples[path] ?? (await ownView(user, resource, param)),
      });
    }
    authTargets = AUTH_ENDPOINTS.map((path) => ({
      method: 'POST',
      path,
      route: path,
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
      ...targets.map(({ method, path, route, sample }, index) => ({
        arbitrary: bodyFor(sample).map((body) => ({ index, endpoint: `${method} ${path}`, body })),
        weight: SHARES[route] ?? 5,
      })),
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

  it('bends a valid body of every endpoint that takes one, so its changes reach past the first check', () => {
    const withBody = ALL_ENDPOINTS.filter((endpoint) => endpoint.body !== undefined);
    const refused = withBody.flatMap(({ method, path, body }) => {
      const target = apiTargets.find((candidate) => candidate.method === method && candidate.route === path);
      return target && body?.safeParse(target.sample).success ? [] : [`${method} ${path}`];
    });
    expect(refused).toEqual([]);
  });

  it('never answers 500 on an API endpoint, never writes for a refused request, pollutes no prototype', async () => {
    expect(await fuzz(apiTargets, RUNS[dialect])).toEqual([]);
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect((await ctx.anonymous().call(healthApi.live)).status).toBe(200);
  }, 600_000);

  it('never answers 500 on an auth endpoint, and never writes for a refused request', async () => {
    expect(await fuzz(authTargets, AUTH_RUNS[dialect])).toEqual([]);
    expect(Object.prototype).not.toHaveProperty('polluted');
  }, 600_000);
});
