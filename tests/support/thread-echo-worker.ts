import { serveOnThread } from '../../src/server/threads/serve-on-thread.js';

/** A pool's thread for thread-pool.test.ts: answers each message with itself, and throws on 'throw'. */
serveOnThread((message: string) => {
  if (message === 'throw') throw new Error('asked to throw');
  return message;
});
