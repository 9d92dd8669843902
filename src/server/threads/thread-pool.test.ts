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
      niceness: 7,
    });
    expect(await Promise.all([pool.run('a'), pool.run('b')])).toEqual([7, 7]);
    expect(threadNiceness()).toBe(before);
  });
});
