import { describe, expect, it } from 'vitest';
import { createSessionCache, type CachedSession } from './session-cache.js';

const FAR_FUTURE = new Date('2100-01-01T00:00:00Z');

const sessionOf = (token: string, userId = `user-${token}`): CachedSession => ({
  token,
  user: { id: userId, email: `${userId}@example.com`, fullName: userId, isAdmin: false },
});

function cacheWithClock(options: { ttlMs?: number; maxEntries?: number; random?: () => number } = {}) {
  let time = 1_000_000;
  const cache = createSessionCache({ ttlMs: 5_000, maxEntries: 100, random: () => 0, ...options, now: () => time });
  return { cache, advance: (ms: number) => (time += ms) };
}

describe('session cache', () => {
  it('answers for the exact cookie it was given, and nothing else', () => {
    const { cache } = cacheWithClock();
    cache.set('tokenA.sigA', sessionOf('tokenA'), FAR_FUTURE);
    expect(cache.get('tokenA.sigA')).toEqual(sessionOf('tokenA'));
    expect(cache.get('tokenA.sigB')).toBeUndefined();
    expect(cache.get('tokenA')).toBeUndefined();
    expect(cache.get('tokenA.sigA ')).toBeUndefined();
  });

  it('forgets an entry once its lifetime has passed', () => {
    const { cache, advance } = cacheWithClock({ ttlMs: 5_000 });
    cache.set('a.sig', sessionOf('a'), FAR_FUTURE);
    advance(4_999);
    expect(cache.get('a.sig')).toBeDefined();
    advance(1);
    expect(cache.get('a.sig')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('spreads the ends of entries cached together over the last fifth of their lifetime', () => {
    const { cache, advance } = cacheWithClock({ ttlMs: 5_000, maxEntries: 1_000, random: Math.random });
    const cookies = Array.from({ length: 200 }, (_, index) => `token${index}.sig`);
    for (const cookie of cookies) cache.set(cookie, sessionOf(cookie), FAR_FUTURE);
    const alive = () => cookies.filter((cookie) => cache.get(cookie)).length;
    advance(3_999);
    expect(alive()).toBe(200);
    advance(500);
    const halfway = alive();
    expect(halfway).toBeGreaterThan(50);
    expect(halfway).toBeLessThan(150);
    advance(501);
    expect(alive()).toBe(0);
  });

  it('never keeps a session past its own expiry', () => {
    const { cache, advance } = cacheWithClock({ ttlMs: 5_000 });
    cache.set('a.sig', sessionOf('a'), new Date(1_000_000 + 1_000));
    advance(1_000);
    expect(cache.get('a.sig')).toBeUndefined();
  });

  it('stays within its size, dropping the least recently used entry', () => {
    const { cache } = cacheWithClock({ maxEntries: 3 });
    for (const token of ['a', 'b', 'c']) cache.set(`${token}.sig`, sessionOf(token), FAR_FUTURE);
    expect(cache.get('a.sig')).toBeDefined();
    cache.set('d.sig', sessionOf('d'), FAR_FUTURE);
    expect(cache.size).toBe(3);
    expect(cache.get('b.sig')).toBeUndefined();
    expect(cache.get('a.sig')).toBeDefined();
    for (let i = 0; i < 1_000; i++) cache.set(`x${i}.sig`, sessionOf(`x${i}`), FAR_FUTURE);
    expect(cache.size).toBe(3);
  });

  it('forgets one session by token, or every session of a user', () => {
    const { cache } = cacheWithClock();
    cache.set('a1.sig', sessionOf('a1', 'ann'), FAR_FUTURE);
    cache.set('a2.sig', sessionOf('a2', 'ann'), FAR_FUTURE);
    cache.set('b1.sig', sessionOf('b1', 'bob'), FAR_FUTURE);
    cache.forgetSession('a1');
    expect(cache.get('a1.sig')).toBeUndefined();
    expect(cache.get('a2.sig')).toBeDefined();
    cache.forgetUser('ann');
    expect(cache.get('a2.sig')).toBeUndefined();
    expect(cache.get('b1.sig')?.user.id).toBe('bob');
  });
});
