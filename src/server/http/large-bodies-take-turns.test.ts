import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../auth/session-user.js';
import type { AppEnv } from './context.js';
import { largeBodiesTakeTurns } from './large-bodies-take-turns.js';

const TURNS = {
  minBytes: 100,
  atOnce: 1,
  waiting: 2,
  message: 'Too many large requests at once.',
  retryAfterSeconds: 1,
};

/** An app whose handler holds each request until the test lets it go, noting how many it holds at once per user. */
function heldApp() {
  const held: (() => void)[] = [];
  const mostAtOnce = new Map<string, number>();
  const holding = new Map<string, number>();
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('user', { id: c.req.header('x-user')! } as SessionUser);
      await next();
    })
    .use(largeBodiesTakeTurns(TURNS))
    .onError((error, c) => c.json({ error: error.message }, 429))
    .post('/save', async (c) => {
      const user = c.get('user').id;
      holding.set(user, (holding.get(user) ?? 0) + 1);
      mostAtOnce.set(user, Math.max(mostAtOnce.get(user) ?? 0, holding.get(user)!));
      await new Promise<void>((resolve) => held.push(resolve));
      holding.set(user, holding.get(user)! - 1);
      return c.text(await c.req.text());
    });
  const send = async (user: string, bytes: number) =>
    app.request('/save', {
      method: 'POST',
      body: 'x'.repeat(bytes),
      headers: { 'x-user': user, 'content-length': String(bytes) },
    });
  const releaseAll = async () => {
    while (held.length > 0) {
      held.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { send, held, mostAtOnce, releaseAll };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('large bodies take turns, one at a time', () => {
  it("handles one user's large requests one at a time, in order, and passes their small ones and other users' by", async () => {
    const app = heldApp();
    const large = [1, 2, 3].map(() => app.send('a', 100));
    const small = app.send('a', 99);
    const other = app.send('b', 500);
    await settle();
    // a's first large one, a's small one and b's large one are under way; a's other two large ones wait.
    expect(app.held).toHaveLength(3);
    await app.releaseAll();
    await settle();
    await app.releaseAll();
    await settle();
    await app.releaseAll();
    const answers = await Promise.all([...large, small, other]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(Object.fromEntries(app.mostAtOnce)).toEqual({ a: 2, b: 1 });
  });

  it('refuses a large request past those waiting with a 429, and takes the next one once a turn ends', async () => {
    const app = heldApp();
    const admitted = [1, 2, 3].map(() => app.send('a', 100));
    await settle();
    const refused = await app.send('a', 100);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: TURNS.message });
    for (let turn = 0; turn < 3; turn++) {
      await app.releaseAll();
      await settle();
    }
    expect((await Promise.all(admitted)).map((res) => res.status)).toEqual([200, 200, 200]);
    expect(app.mostAtOnce.get('a')).toBe(1);
  });
});
