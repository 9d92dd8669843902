import { describe, expect, it } from 'vitest';
import { threadNiceness } from '../../../tests/support/thread-niceness.js';
import { createThreadPool, workerBeside } from './thread-pool.js';

describe.runIf(process.platform === 'linux')('a thread pool', () => {
  it("lowers its threads' priority and leaves the main thread's as it was", async () => {
    const before = threadNiceness();
    const probe = new URL('../../../tests/support/thread-niceness.ts', import.meta.url).pathname;
    const pool = createThreadPool<number>(workerBeside(probe, 'thread-niceness-worker'), {
      threads: 2,
      maxWaiting: 2,
      busy: () => new Error('busy'),
      failed: (why) => new Error(why),
      niceness: 7,
    });
    expect(await Promise.all([pool.run('a'), pool.run('b')])).toEqual([7, 7]);
    expect(threadNiceness()).toBe(before);
  });

  it('rejects a task that throws on its thread with its reason, and the thread goes on to the next task', async () => {
    const echo = new URL('../../../tests/support/thread-echo-worker.ts', import.meta.url).pathname;
    const pool = createThreadPool<string>(workerBeside(echo, 'thread-echo-worker'), {
      threads: 1,
      maxWaiting: 2,
      busy: () => new Error('busy'),
      failed: (why) => new Error(`Failed: ${why}`),
      niceness: 0,
    });
    const [thrown, next] = await Promise.allSettled([pool.run('throw'), pool.run('next')]);
    expect(thrown).toEqual({ status: 'rejected', reason: new Error('Failed: asked to throw') });
    expect(next).toEqual({ status: 'fulfilled', value: 'next' });
  });
});
