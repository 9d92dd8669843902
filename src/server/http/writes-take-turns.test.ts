import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../auth/session-user.js';
import type { AppEnv } from './context.js';
import { writesTakeTurns } from './writes-take-turns.js';

const TURNS = {
  largeBytes: 100,
  largeAtOnce: 1,
  largeRate: { burst: 1_000, perSecond: 1_000 },
  waiting: 3,
  message: 'Too many requests at once.',
  retryAfterSeconds: 1,
};

/** An app whose handler holds each request until the test lets it go, noting which user's requests it holds. */
function heldApp(turns = TURNS) {
  const held: { user: string; release: () => void }[] = [];
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('user', { id: c.req.header('x-user')! } as SessionUser);
      await next();
    })
    .use(writesTakeTurns(turns))
    .onError((error, c) => c.json({ error: error.message }, 429))
    .on(['GET', 'POST'], '/save', async (c) => {
      await new Promise<void>((release) => held.push({ user: c.get('user').id, release }));
      return c.text(await c.req.text());
    });
  const send = async (user: string, bytes: number, method = 'POST') =>
    app.request('/save', {
      method,
      body: method === 'GET' ? undefined : 'x'.repeat(bytes),
      headers: { 'x-user': user, 'content-length': String(bytes) },
    });
  const heldOf = (user: string) => held.filter((request) => request.user === user).length;
  const releaseAll = () => held.splice(0).forEach((request) => request.release());
  return { send, heldOf, releaseAll };
}

/** Lets everything queued in this turn of the event loop run, up to its check phase. */
const restOfThisTurn = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Lets the event loop pass `turns` of its check phases. */
async function turnsPass(turns: number) {
  for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve));
}

describe("a user's writes take turns", () => {
  it("starts one of a user's writes per turn of the event loop, in order, beside other users' and their reads", async () => {
    const app = heldApp();
    const writes = [1, 2, 3].map((n) => app.send('a', n));
    const reads = [1, 2].map(() => app.send('a', 0, 'GET'));
    const other = app.send('b', 5);
    await Promise.resolve();
    await Promise.resolve();
    // One of a's writes, both of a's reads and b's write are under way in the turn they came in.
    expect(app.heldOf('a')).toBe(3);
    expect(app.heldOf('b')).toBe(1);
    await turnsPass(1);
    expect(app.heldOf('a')).toBe(4);
    await turnsPass(1);
    expect(app.heldOf('a')).toBe(5);
    app.releaseAll();
    expect(await Promise.all(writes.map(async (res) => (await res).text()))).toEqual(['x', 'xx', 'xxx']);
    expect((await Promise.all([...reads, other])).map((res) => res.status)).toEqual([200, 200, 200]);
  });

  it('has at most its number of large writes under way, the next starting once one has ended', async () => {
    const app = heldApp();
    const large = [1, 2].map(() => app.send('a', 100));
    await turnsPass(3);
    expect(app.heldOf('a')).toBe(1);
    app.releaseAll();
    await turnsPass(3);
    expect(app.heldOf('a')).toBe(1);
    app.releaseAll();
    expect((await Promise.all(large)).map((res) => res.status)).toEqual([200, 200]);
  });

  it('refuses a write past those waiting with a 429, and takes the next once there is room', async () => {
    const app = heldApp();
    const admitted = [1, 2, 3, 4].map(() => app.send('a', 100));
    await restOfThisTurn();
    const refused = await app.send('a', 1);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: TURNS.message });
    for (let turn = 0; turn < 4; turn++) {
      await turnsPass(2);
      app.releaseAll();
    }
    expect((await Promise.all(admitted)).map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const later = app.send('a', 1);
    await turnsPass(2);
    app.releaseAll();
    expect((await later).status).toBe(200);
  });

  it("refuses a user's large writes past the burst, before their bodies are read, until the allowance refills", async () => {
    const app = heldApp({ ...TURNS, largeAtOnce: 5, largeRate: { burst: 2, perSecond: 10 } });
    const burst = [1, 2].map(() => app.send('a', 100));
    await turnsPass(2);
    const refused = await app.send('a', 100);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: TURNS.message });
    // Small writes and other users' large ones are not counted against it.
    const others = [app.send('a', 1), app.send('b', 100)];
    await turnsPass(2);
    expect([app.heldOf('a'), app.heldOf('b')]).toEqual([3, 1]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const refilled = app.send('a', 100);
    await turnsPass(2);
    app.releaseAll();
    expect((await Promise.all([...burst, ...others, refilled])).map((res) => res.status)).toEqual([
      200, 200, 200, 200, 200,
    ]);
  });
});
