import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

/** What a pool's thread is started with (thread-pool.ts). */
export interface ThreadStart {
  niceness: number;
}

/**
 * Runs in a pool's worker thread: lowers the thread's own priority to the pool's niceness, then answers each message
 * it is sent with `answer`'s reply, one at a time as the pool sends them. On Linux a thread's priority is its own
 * (setpriority on the calling task), so the server's main thread keeps the cores first while the thread works; other
 * systems set it for the whole process, so there the thread keeps the process's.
 */
export function serveOnThread<Message, Reply>(answer: (message: Message) => Reply | Promise<Reply>): void {
  const start: unknown = workerData;
  const niceness = typeof start === 'object' && start !== null && 'niceness' in start ? start.niceness : undefined;
  if (process.platform === 'linux' && typeof niceness === 'number') setPriority(niceness);
  parentPort!.on('message', (message: Message) => {
    void Promise.resolve(message)
      .then(answer)
      .then((reply) => parentPort!.postMessage(reply));
  });
}
