import { serveOnThread } from '../../src/server/threads/serve-on-thread.js';
import { threadNiceness } from './thread-niceness.js';

/** A pool's thread for thread-pool.test.ts: answers each message with its own niceness. */
serveOnThread(() => threadNiceness());
