// Users and saved items for the benchmarks: sign-ups through the API, items straight into the database.
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../src/server/db/client.js';
import { writeJson } from '../src/server/db/codec.js';
import { toSearchText } from '../src/server/db/search-text.js';

export const BENCH_PASSWORD = 'bench-password';
export const benchEmail = (index: number) => `bench-${index}@example.com`;
const BATCH = 400;
/** A content section of about 1,000 words, the size a generated chapter has. */
const SECTION_TEXT = `# A chapter\n\n${'Knead the dough, rest it, shape it and bake it until the crust sings. '.repeat(80)}`;

export interface BenchUser {
  id: string;
  cookie: string;
}

/** A user signed up through the API (its password is `BENCH_PASSWORD`), with the session cookie it got. */
export async function signUp(baseUrl: string, index: number): Promise<BenchUser> {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: `Bench ${index}`, email: benchEmail(index), password: BENCH_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-up: HTTP ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { id: body.user.id, cookie };
}

/** A request as the signed-in user, a JSON body sent from the app's own origin as the pages send it. */
export function call(baseUrl: string, user: BenchUser, method: string, route: string, body?: unknown) {
  return fetch(`${baseUrl}${route}`, {
    method,
    headers: { cookie: user.cookie, origin: baseUrl, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** `call`, answered with its status and JSON body; an answer that is not 2xx throws. */
export async function api(baseUrl: string, user: BenchUser, method: string, route: string, body?: unknown) {
  const res = await call(baseUrl, user, method, route, body);
  if (!res.ok) throw new Error(`${method} ${route}: HTTP ${res.status} ${await res.text()}`);
  return { status: res.status, body: await res.json() };
}

/**
 * `itemsPerUser` items per user written straight to the database, a quarter of each kind (niches, ideas, titles,
 * ~1,000-word content sections), one second apart (and some at the same second).
 */
export async function seedItems(database: DatabaseHandle, users: BenchUser[], itemsPerUser: number) {
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  for (const user of users) {
    const rows = Array.from({ length: itemsPerUser }, (_, i) => ({
      id: randomUUID(),
      user_id: user.id,
      created_at: new Date(start + Math.floor(i / 2) * 1000).toISOString(),
      kind: i % 4,
      n: i,
    }));
    await database.db.transaction().execute(async (trx) => {
      for (let offset = 0; offset < rows.length; offset += BATCH) {
        const batch = rows.slice(offset, offset + BATCH);
        const of = (kind: number) => batch.filter((row) => row.kind === kind);
        const base = ({ id, user_id, created_at }: (typeof rows)[number]) => ({ id, user_id, created_at });
        const named = <Column extends string>(column: Column, title: string) =>
          ({ [column]: title, search_text: toSearchText(title) }) as Record<Column, string> & { search_text: string };
        await trx
          .insertInto('niches')
          .values(
            of(0).map((row) => ({
              ...base(row),
              ...named('name', `Niche ${row.n}: home baking for shift workers`),
              market_size: 'Large and growing',
              competition_level: 'Medium',
              profit_potential: 'High',
              demographics: writeJson({ age: '25-45', income: '$40k-$90k', painPoints: ['No time'] }),
            })),
          )
          .execute();
        await trx
          .insertInto('product_ideas')
          .values(
            of(1).map((row) => ({
              ...base(row),
              ...named('concept', `Idea ${row.n}: a 14-day sourdough plan`),
              target_audience: 'Working adults who want real bread without a bakery schedule',
              selling_points: writeJson(['Ten minutes a day']),
              modules: writeJson(['Starter', 'First loaf']),
              product_type: 'ebook',
            })),
          )
          .execute();
        await trx
          .insertInto('product_titles')
          .values(
            of(2).map((row) => ({
              ...base(row),
              ...named('title', `Crumb & Crust, Volume ${row.n}`),
              tone: 'friendly',
            })),
          )
          .execute();
        await trx
          .insertInto('generated_content')
          .values(
            of(3).map((row) => ({
              ...base(row),
              ...named('section_name', `Chapter ${row.n}`),
              content: SECTION_TEXT,
              content_type: 'educational',
            })),
          )
          .execute();
      }
    });
  }
  // A database in use has planner statistics and, on PostgreSQL, a visibility map (which lets a page's scan read
  // its index alone); rows written in one burst have neither yet, and the autovacuum that makes them would
  // otherwise run in the middle of the measured requests.
  await sql`${sql.raw(database.dialect === 'postgres' ? 'vacuum analyze' : 'analyze')}`.execute(database.db);
}
