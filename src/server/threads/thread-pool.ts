import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ThreadAnswer, ThreadStart } from './serve-on-thread.js';

interface Task<Reply> {
  message: unknown;
  resolve: (reply: Reply) => void;
  reject: (error: unknown) => void;
}

interface Thread<Reply> {
  worker: Worker;
  task: Task<Reply> | null;
}

export interface ThreadPoolOptions {
  /** Worker threads at most, each started on its first task and kept for the next. */
  threads: number;
  /** Tasks that may wait for a thread; one more is refused with `busy()`, at once. */
  maxWaiting: number;
  busy: () => Error;
  /** The error a task that failed on its thread is rejected with, given why it failed. */
  failed: (why: string) => Error;
  /** The threads' niceness (serve-on-thread.ts): their work yields the cores to the server's main thread. */
  niceness: number;
}

export interface ThreadPool<Reply> {
  /**
   * The worker's reply to `message`, posted to the first free thread (bytes in it are copied, not moved); rejected
   * with `failed(why)` when answering it threw on the thread.
   */
  run(message: unknown): Promise<Reply>;
}

/** How a worker thread is started: its file, or code that loads it. */
export interface WorkerSource {
  code: string;
  eval: boolean;
}

/**
 * The worker file named `name` beside the module file `moduleFile`: the .js file when built; under tsx (dev, tests)
 * the .ts file, loaded through tsx's loader, which a worker thread does not inherit.
 */
export function workerBeside(moduleFile: string, name: string): WorkerSource {
  const file = path.join(path.dirname(moduleFile), `${name}${path.extname(moduleFile)}`);
  if (!file.endsWith('.ts')) return { code: file, eval: false };
  const url = JSON.stringify(pathToFileURL(file).href);
  return { code: `import('tsx/esm/api').then(({ register }) => { register(); return import(${url}); });`, eval: true };
}

/**
 * A few worker threads running `worker` (one task each at a time, answered by one message back) and a bounded line
 * of tasks waiting, first come first served: CPU work that would hold the server's event loop runs beside it, and a
 * flood of it waits or is refused instead of growing without end. A thread is held by the process only while it
 * has a task, so an idle pool never keeps the process alive; a thread that dies fails its task and is replaced.
 */
export function createThreadPool<Reply>(
  worker: WorkerSource,
  { threads, maxWaiting, busy, failed, niceness }: ThreadPoolOptions,
): ThreadPool<Reply> {
  const idle: Thread<Reply>[] = [];
  const all = new Set<Thread<Reply>>();
  const waiting: Task<Reply>[] = [];

  const give = (thread: Thread<Reply>, task: Task<Reply>) => {
    thread.task = task;
    thread.worker.ref();
    thread.worker.postMessage(task.message);
  };

  const release = (thread: Thread<Reply>) => {
    thread.task = null;
    const next = waiting.shift();
    if (next) give(thread, next);
    else {
      thread.worker.unref();
      idle.push(thread);
    }
  };

  const start = (): Thread<Reply> => {
    const thread: Thread<Reply> = {
      worker: new Worker(worker.code, { eval: worker.eval, workerData: { niceness } satisfies ThreadStart }),
      task: null,
    };
    const fail = (error: unknown) => {
      all.delete(thread);
      const at = idle.indexOf(thread);
      if (at >= 0) idle.splice(at, 1);
      thread.task?.reject(error);
      thread.task = null;
      const next = waiting.shift();
      if (next) give(start(), next);
    };
    thread.worker.on('message', (answer: ThreadAnswer<Reply>) => {
      const task = thread.task;
      release(thread);
      if ('failure' in answer) task?.reject(failed(answer.failure));
      else task?.resolve(answer.reply);
    });
    thread.worker.on('error', fail);
    thread.worker.on('exit', (code) => {
      if (all.has(thread)) fail(new Error(`A worker thread stopped (exit ${code})`));
    });
    all.add(thread);
    return thread;
  };

  return {
    run(message) {
      return new Promise<Reply>((resolve, reject) => {
        const task = { message, resolve, reject };
        const free = idle.pop() ?? (all.size < threads ? start() : undefined);
        if (free) give(free, task);
        else if (waiting.length < maxWaiting) waiting.push(task);
        else reject(busy());
      });
    },
  };
}
