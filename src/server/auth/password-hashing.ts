import { availableParallelism } from 'node:os';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

/** Runs at most `max` tasks at once; the others wait their turn, first come first served. */
export function limitConcurrency(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next task waiting, or is given back.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/**
 * better-auth's scrypt hashing (same format, on libuv's thread pool), with at most `concurrency` hashes at once:
 * each takes a whole core for a few hundred milliseconds by design, so a few sign-ins together would take every
 * core and stall every other request (and PostgreSQL beside them). By default one core is always left to the
 * rest; sign-ins beyond that wait their turn. Failed sign-ins hash too, so a flood of them slows sign-ins only.
 */
export function passwordHashing(concurrency = Math.max(1, availableParallelism() - 1)) {
  const limited = limitConcurrency(concurrency);
  return {
    hash: (password: string) => limited(() => hashPassword(password)),
    verify: (data: { hash: string; password: string }) => limited(() => verifyPassword(data)),
  };
}
