import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { idleAsyncContext } from './idle-async-context.js';

/** A storage as better-auth uses one, and whether it is still enabled (Node's own flag). */
function storage() {
  const als = new AsyncLocalStorage<string>();
  return { als, enabled: () => Reflect.get(als, 'enabled') === true };
}

describe('idleAsyncContext', () => {
  it('disables the storages once the last call in flight ends, and not before', async () => {
    const { als, enabled } = storage();
    const context = idleAsyncContext(() => Promise.resolve([als]));
    const readAfter = (ms: number, store: string) =>
      context.track(() =>
        als.run(store, async () => {
          await sleep(ms);
          return als.getStore();
        }),
      );

    const long = readAfter(40, 'long call');
    const short = readAfter(5, 'short call');
    expect(await short).toBe('short call');
    expect(enabled()).toBe(true);
    expect(await long).toBe('long call');
    expect(enabled()).toBe(false);
  });

  it('disables them after a call that fails, and a later call enables them again', async () => {
    const { als, enabled } = storage();
    const context = idleAsyncContext(() => Promise.resolve([als]));

    const failing = context.track(() => als.run('x', () => Promise.reject(new Error('refused'))));
    await expect(failing).rejects.toThrow('refused');
    expect(enabled()).toBe(false);

    const store = await context.track(() => als.run('again', () => Promise.resolve(als.getStore())));
    expect(store).toBe('again');
    expect(enabled()).toBe(false);
  });
});
