import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

/** What a pool's thread is started with (thread-pool.ts). */
export interface ThreadStart {
  niceness: number;
}

/** What a pool's thread posts back for each message: its answer, or why answering it failed. */
export type ThreadAnswer<Reply> = { reply: Reply } | { failure: string };

/**
 * Runs in a pool's worker thread: lowers the thread's own priority to the pool's niceness, then answers each message
 * it is sent with `answer`'s reply, one at a time as the pool sends them; an error `answer` throws is posted as the
 * task's failure, which the pool's `run` rejects with. On Linux a thread's priority is its own
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
      .then(
        (reply): ThreadAnswer<Reply> => ({ reply }),
        (error: unknown): ThreadAnswer<Reply> => ({ failure: error instanceof Error ? error.message : String(error) }),
      )
      .then((posted) => parentPort!.postMessage(posted));
  });
}
