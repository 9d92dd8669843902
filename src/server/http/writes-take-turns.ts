import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors/app-error.js';
import type { AppEnv } from './context.js';

/** How one user's writes take turns: which bodies are large, how many of those at once, how many may wait. */
export interface WriteTurns {
  /** A body at least this long is large (by its Content-Length; a request that names none counts as large). */
  largeBytes: number;
  /** Large requests one user may have under way at once. */
  largeAtOnce: number;
  /**
   * How many large requests one user may start: `burst` in a row, then `perSecond` (a bucket refilled as time passes);
   * one more is refused with `message` and a 429 before its body is read.
   */
  largeRate: { burst: number; perSecond: number };
  /** Requests one user may have waiting for their turn; one more is refused with `message` and a 429. */
  waiting: number;
  message: string;
  retryAfterSeconds: number;
}

/** A request waiting for its turn. */
interface Waiter {
  large: boolean;
  start: () => void;
}

/** One user's turns: whether one of their writes started in this turn of the event loop, their large ones under way. */
interface UserTurns {
  startedThisTurn: boolean;
  largeRunning: number;
  queue: Waiter[];
}

/** How many large requests one user may still start, as counted at `countedAt` (ms). */
interface Allowance {
  left: number;
  countedAt: number;
}

/** Users whose large-request allowance is followed before those refilled are let go. */
const ALLOWANCES_FOLLOWED = 10_000;

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One signed-in user's writes start one per turn of the event loop, in order, the rest waiting before their bodies
 * are read; large ones at most `largeAtOnce` under way and `largeRate.burst` in a row, then `largeRate.perSecond`;
 * past either or past `waiting`, one more is refused with a 429
 * (docs/decisions/0070-writes-take-turns.md). A request whose body has arrived whole runs to its answer inside its
 * socket's own callback, so fourteen of one user's connections were fourteen answers in one turn, and every other
 * user's request waited behind them all. A person's page sends its writes one or two at a time, so it never waits
 * more than a turn; a route's own limit of what one user may have under way (two cover saves, two drawings) is met
 * before `largeAtOnce` and answered as it was. Counted per process, as the event loop it shares is.
 */
export function writesTakeTurns({
  largeBytes,
  largeAtOnce,
  largeRate,
  waiting,
  message,
  retryAfterSeconds,
}: WriteTurns) {
  const users = new Map<string, UserTurns>();
  const isLarge = (length: string | undefined) => length === undefined || Number(length) >= largeBytes;
  const refuse = () => new AppError('RATE_LIMITED', message, undefined, { retryAfterSeconds });
  const allowances = new Map<string, Allowance>();
  const refilled = ({ left, countedAt }: Allowance, at: number) =>
    Math.min(largeRate.burst, left + ((at - countedAt) / 1000) * largeRate.perSecond);
  /** Takes one large request from the user's allowance, refilled for the time since it was counted; false if none is left. */
  const takeLargeAllowance = (userId: string) => {
    const at = performance.now();
    const before = allowances.get(userId);
    const left = before ? refilled(before, at) : largeRate.burst;
    if (left < 1) return false;
    allowances.set(userId, { left: left - 1, countedAt: at });
    if (allowances.size > ALLOWANCES_FOLLOWED) {
      for (const [id, allowance] of allowances) if (refilled(allowance, at) >= largeRate.burst) allowances.delete(id);
    }
    return true;
  };

  const mayStart = (turns: UserTurns, large: boolean) =>
    !turns.startedThisTurn && (!large || turns.largeRunning < largeAtOnce);
  /** Takes this turn; the user's next write may start on the next one, after the I/O waiting meanwhile is read. */
  const takeTurn = (userId: string, turns: UserTurns, large: boolean) => {
    turns.startedThisTurn = true;
    if (large) turns.largeRunning += 1;
    setImmediate(() => {
      turns.startedThisTurn = false;
      startNext(userId, turns);
    });
  };
  const startNext = (userId: string, turns: UserTurns) => {
    const next = turns.queue[0];
    if (next && mayStart(turns, next.large)) {
      turns.queue.shift();
      takeTurn(userId, turns, next.large);
      next.start();
    } else if (!next && !turns.startedThisTurn && turns.largeRunning === 0 && users.get(userId) === turns) {
      users.delete(userId);
    }
  };

  return createMiddleware<AppEnv>(async (c, next) => {
    if (METHODS_WITHOUT_BODY.has(c.req.method)) return next();
    const userId = c.get('user').id;
    const large = isLarge(c.req.header('content-length'));
    let turns = users.get(userId);
    if (large && !takeLargeAllowance(userId)) throw refuse();
    if (!turns) users.set(userId, (turns = { startedThisTurn: false, largeRunning: 0, queue: [] }));
    if (turns.queue.length === 0 && mayStart(turns, large)) takeTurn(userId, turns, large);
    else if (turns.queue.length >= waiting) throw refuse();
    else await new Promise<void>((start) => turns.queue.push({ large, start }));
    try {
      await next();
    } finally {
      if (large) {
        turns.largeRunning -= 1;
        startNext(userId, turns);
      }
    }
  });
}
