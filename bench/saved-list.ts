import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client.js';
import { writeJson } from '../src/server/db/codec.js';
import { toSearchText } from '../src/server/db/search-text.js';
import { createLogger } from '../src/server/logger.js';
import { startServer, type RunningServer } from '../tests/e2e/support/server.js';
import { autocannon, BROWSER_HEADERS, type CannonRequest } from './autocannon.js';

const root = path.resolve(import.meta.dirname, '..');
const USERS = 50;
const ITEMS_PER_USER = 5_000;
const CONNECTIONS = 50;
const SECONDS = 10;
const WARMUP_SECONDS = 3;
const BATCH = 400;
/** A content section of about 1,000 words, the size a generated chapter has. */
const SECTION_TEXT = `# A chapter\n\n${'Knead the dough, rest it, shape it and bake it until the crust sings. '.repeat(80)}`;

interface BenchUser {
  id: string;
  cookie: string;
}

async function signUp(baseUrl: string, index: number): Promise<BenchUser> {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: `Bench ${index}`, email: `bench-${index}@example.com`, password: 'bench-password' }),
  });
  if (!res.ok) throw new Error(`sign-up: HTTP ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { id: body.user.id, cookie };
}

/** 5,000 items per user, a quarter of each kind, one second apart (and some at the same second). */
async function seedItems(dataDir: string, users: BenchUser[]) {
  const database = openDatabase(
    { dialect: 'sqlite', filename: path.join(dataDir, 'infoforge.sqlite') },
    createLogger('silent'),
  );
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  try {
    for (const user of users) {
      const rows = Array.from({ length: ITEMS_PER_USER }, (_, i) => ({
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
  } finally {
    await database.close();
  }
}

/** Every request of the run goes as the next of the 50 users in turn; answers other than 200 are counted. */
function rotatingUsers(users: BenchUser[], refused: Map<number, number>): CannonRequest {
  let next = 0;
  return {
    setupRequest: (request) => {
      const user = users[next++ % users.length]!;
      return { ...request, headers: { ...request.headers, cookie: user.cookie } };
    },
    onResponse: (status) => {
      if (status !== 200) refused.set(status, (refused.get(status) ?? 0) + 1);
    },
  };
}

async function hammer(url: string, users: BenchUser[], seconds: number) {
  const refused = new Map<number, number>();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    // Seconds; the machine is shared, so a slow answer is measured rather than dropped at autocannon's 10 s.
    timeout: 30,
    headers: BROWSER_HEADERS,
    requests: [rotatingUsers(users, refused)],
  });
  if (result.non2xx + result.errors + result.timeouts > 0) {
    const statuses = [...refused].map(([status, count]) => `${count} × HTTP ${status}`).join(', ');
    throw new Error(`${url}: ${statuses || 'no HTTP answer'}; ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return result;
}

/**
 * My Saved Content's list endpoint at scale: 50 users with 5,000 saved items each (250,000 rows, a quarter of them
 * ~1,000-word content sections), SQLite, production mode. p50/p99 latency and req/s at 50 keep-alive connections,
 * each request signed in as the next user: `GET /api/me` (the same requests' floor on this machine at this moment),
 * the first page of the All tab, a search, and one kind's first page.
 */
export async function benchSavedList(): Promise<void> {
  if (!existsSync(path.join(root, 'build/server/index.js'))) {
    throw new Error('build/server/index.js is missing: run `node scripts/build.mjs` first');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'infoforge-bench-saved-list-'));
  let server: RunningServer | undefined;
  try {
    // Sign-ups go through a test-mode server (production limits sign-ups per address), then the items are written
    // straight to the database, and a production server answers the measured requests.
    server = await startServer({ dialect: 'sqlite', dataDir, adminEmails: '' });
    const users: BenchUser[] = [];
    for (let i = 0; i < USERS; i++) users.push(await signUp(server.baseUrl, i));
    await server.stop();
    const seeding = performance.now();
    await seedItems(dataDir, users);
    const seededIn = (performance.now() - seeding) / 1000;
    server = await startServer({ dialect: 'sqlite', dataDir, adminEmails: '', env: { NODE_ENV: 'production' } });

    // Each user's first page once, in turn: sessions are resolved and checked before the clock starts.
    for (const user of users) {
      const first = await fetch(`${server.baseUrl}/api/saved-items`, { headers: { cookie: user.cookie } });
      const page = (await first.json()) as { items: unknown[]; nextCursor: string | null };
      if (page.items.length !== 20 || !page.nextCursor)
        throw new Error(`unexpected first page: ${JSON.stringify(page)}`);
    }

    const targets = [
      { name: 'GET /api/me (signed-in floor)', route: '/api/me' },
      { name: 'GET /api/saved-items (All, page 1)', route: '/api/saved-items' },
      { name: 'GET /api/saved-items?search=crust', route: '/api/saved-items?search=crust' },
      { name: 'GET /api/saved-items?kind=content', route: '/api/saved-items?kind=content' },
    ];
    console.log(
      `\nMy Saved Content list: ${USERS} users × ${ITEMS_PER_USER.toLocaleString('en-US')} items (seeded in ${seededIn.toFixed(1)} s), SQLite, ${CONNECTIONS} connections, ${SECONDS} s each`,
    );
    console.log('                                          req/s      p50      p99');
    for (const target of targets) {
      const url = `${server.baseUrl}${target.route}`;
      await hammer(url, users, WARMUP_SECONDS);
      const result = await hammer(url, users, SECONDS);
      console.log(
        `${target.name.padEnd(38)} ${result.requests.average.toFixed(0).padStart(8)} ${`${result.latency.p50} ms`.padStart(8)} ${`${result.latency.p99} ms`.padStart(8)}`,
      );
    }
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
