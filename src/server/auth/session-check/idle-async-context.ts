import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/** The storages better-auth carries each call's state in. */
const betterAuthStorages = (): Promise<AsyncLocalStorage<unknown>[]> =>
  Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
  ]);

/**
 * better-auth keeps each call's state in AsyncLocalStorage. On Node 20 a storage, once used, turns on async hooks
 * that run for every promise the process makes, and leaves them on: most requests never call better-auth (their
 * session comes from the cache) yet paid for them, a fifth of a signed-in request's throughput (decision 0017).
 *
 * Every call into better-auth runs through `track`. When the last call in flight ends, the storages are disabled,
 * which turns the hooks off until the next call's first `run` turns them on again. Disabling drops the stores of
 * calls still running, so it happens only when none is: better-auth awaits its background work within the call
 * (no `advanced.backgroundTasks` handler is set), and the mail it triggers reads none of its state.
 */
export function idleAsyncContext(storages: () => Promise<AsyncLocalStorage<unknown>[]> = betterAuthStorages) {
  let inFlight = 0;
  let known: Promise<AsyncLocalStorage<unknown>[]> | undefined;

  const disableWhenIdle = async () => {
    known ??= storages();
    const all = await known;
    if (inFlight > 0) return;
    for (const storage of all) storage.disable();
  };

  return {
    async track<T>(call: () => Promise<T>): Promise<T> {
      inFlight++;
      try {
        return await call();
      } finally {
        inFlight--;
        if (inFlight === 0) await disableWhenIdle();
      }
    },
  };
}
