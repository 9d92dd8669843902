import { AsyncLocalStorage } from 'node:async_hooks';
import { types } from 'node:util';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, DIALECTS, type TestContext } from '../../../../tests/support/test-context.js';
import { idleAsyncContext, releasedWhenIdle, storagesRunOnAsyncHooks } from './idle-async-context.js';
import { meApi } from '../../../shared/api/me.js';

const onAsyncHooks = storagesRunOnAsyncHooks();

/** A storage as better-auth uses one, and whether it is still enabled (the hook-based storage's own flag). */
function storage() {
  const als = new AsyncLocalStorage<string>();
  return { als, enabled: () => Reflect.get(als, 'enabled') === true };
}

describe('storagesRunOnAsyncHooks', () => {
  it('says so up to Node 22, and from Node 24 only when AsyncContextFrame is turned off', () => {
    const major = Number(process.versions.node.split('.')[0]);
    const flags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
    const framesOff = flags.includes('--no-async-context-frame');
    const framesOn = flags.includes('--experimental-async-context-frame');
    expect(onAsyncHooks).toBe(major >= 24 ? framesOff : !framesOn);
  });
});

describe.runIf(onAsyncHooks)('idleAsyncContext, where storages run on async hooks', () => {
  it('disables the storages once the last call in flight ends, and not before', async () => {
    const { als, enabled } = storage();
    const context = idleAsyncContext(() => Promise.resolve([als]));
    /** A call that reads its store once `letGo` is called. */
    const heldCall = (store: string) => {
      let letGo = () => {};
      const released = new Promise<void>((resolve) => (letGo = resolve));
      const read = context.track(() =>
        als.run(store, async () => {
          await released;
          return als.getStore();
        }),
      );
      return { read, letGo };
    };

    const long = heldCall('long call');
    const short = heldCall('short call');
    short.letGo();
    expect(await short.read).toBe('short call');
    expect(enabled()).toBe(true);
    long.letGo();
    expect(await long.read).toBe('long call');
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

describe('releasedWhenIdle', () => {
  it('leaves better-auth as it is where storages need no async hooks', () => {
    const auth = { handler: (request: Request) => Promise.resolve(new Response(request.url)), api: {} };
    const entries = releasedWhenIdle(auth, false);
    expect(entries.handler).toBe(auth.handler);
    expect(entries.api).toBe(auth.api);
  });
});

describe.each(DIALECTS)("better-auth's async context in the app (%s)", (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect);
  });
  afterEach(() => ctx.close());

  /** Several users sign up and ask for themselves at once: each answer must be their own. */
  const askTogether = async () => {
    const users = await Promise.all(Array.from({ length: 4 }, (_, i) => ctx.signUp({ email: `u${i}@example.com` })));
    const answers = await Promise.all(users.map((user) => user.call(meApi.read)));
    const ids = await Promise.all(answers.map(async (res) => ((await res.json()) as { id: string }).id));
    expect(ids).toEqual(users.map((user) => user.userId));
  };

  it.runIf(onAsyncHooks)('is turned off once no auth call is in flight, and each call still gets its own', async () => {
    const storages = [
      await getCurrentAuthContextAsyncLocalStorage(),
      await getCurrentDBAdapterAsyncLocalStorage(),
      await getRequestStateAsyncLocalStorage(),
    ];
    await askTogether();
    expect(storages.map((storage) => Reflect.get(storage, 'enabled'))).toEqual([false, false, false]);
  });

  it.skipIf(onAsyncHooks)('is left to better-auth where storages need no async hooks', async () => {
    expect(types.isProxy(ctx.auth.api)).toBe(false);
    await askTogether();
  });
});
