import { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/**
 * Whether this runtime's AsyncLocalStorage is built on async hooks: Node 20 and 22, and Node 24 run with
 * `--no-async-context-frame`. From Node 24 it is built on AsyncContextFrame, which keeps a call's store without
 * hooks, and disabling storages saves nothing (README.md here). The hook-based storage is the one that carries an
 * `enabled` flag on each instance, which `disable()` clears; the frame-based one carries none.
 */
export const storagesRunOnAsyncHooks = (): boolean => Object.hasOwn(new AsyncLocalStorage(), 'enabled');

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

/** What of better-auth is called from outside it: its request handler and its server API. */
interface BetterAuthEntries<Api extends object> {
  handler: (request: Request) => Promise<Response>;
  api: Api;
}

/**
 * better-auth's request handler and server API, each call tracked so its async context is released when idle.
 * Where storages do not run on async hooks there is nothing to release, and both are returned as they are.
 */
export function releasedWhenIdle<Api extends object>(
  auth: BetterAuthEntries<Api>,
  runOnAsyncHooks = storagesRunOnAsyncHooks(),
): BetterAuthEntries<Api> {
  if (!runOnAsyncHooks) return { handler: auth.handler, api: auth.api };
  const context = idleAsyncContext();
  const api = new Proxy(auth.api, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      return typeof value === 'function'
        ? (...args: unknown[]) => context.track(async (): Promise<unknown> => Reflect.apply(value, target, args))
        : value;
    },
  });
  return { handler: (request: Request) => context.track(() => auth.handler(request)), api };
}
