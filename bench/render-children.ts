import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as RenderDocuments from '../src/server/services/documents/render-documents.js';

/** Measuring renders as a generation job runs them: a render child per part, from the built code. */

const BUILT = path.resolve(import.meta.dirname, '../build/server/services/documents/render-documents.js');

/**
 * The render as a generation job runs it, from the built code `npm run bench` has just compiled, so its child starts
 * as in production; under tsx when there is no build (the child then loads tsx too, which the figures include).
 */
export async function loadRenderDocuments(): Promise<{
  render: typeof RenderDocuments.renderDocuments;
  built: boolean;
}> {
  const built = existsSync(BUILT);
  const loaded: unknown = await import(
    built ? pathToFileURL(BUILT).href : '../src/server/services/documents/render-documents.js'
  );
  if (!isRenderDocuments(loaded)) throw new Error('render-documents has no renderDocuments');
  return { render: loaded.renderDocuments, built };
}

const isRenderDocuments = (loaded: unknown): loaded is typeof RenderDocuments =>
  typeof loaded === 'object' && loaded !== null && 'renderDocuments' in loaded;

/** CPU time of this process's children that have ended (utime + stime of the waited-for ones), in ms. */
export function endedChildrenCpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // Fields 16 and 17 of stat (cutime, cstime), counted from the state field, the 3rd.
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
}

/**
 * This process's render children now running, by pid, each with the part it renders (its last argument): read from
 * the main thread's list of children, which spawned them, so the watch costs next to nothing of the CPU it measures.
 */
function renderChildren(): Map<number, string> {
  const children = new Map<number, string>();
  const pids = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').split(' ').filter(Boolean);
  for (const pid of pids) {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      if (args.some((arg) => arg.includes('render-documents-child'))) children.set(Number(pid), args.at(-1)!);
    } catch {
      // The process ended while the list was read.
    }
  }
  return children;
}

/** A process's peak resident memory so far (VmHWM, which only grows), in MB; null once it has ended. */
export function peakMbOf(pid: number | 'self'): number | null {
  try {
    return Number(/VmHWM:\s*(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return null;
  }
}

/**
 * Watches every render child while `run` goes on (a render runs its parts one child after another): each one's peak
 * resident memory, read every 10 ms until it ends, so the last reading is its peak but for its last moments. Answers
 * the highest peak of each part.
 */
export async function withPeakRss(run: () => Promise<unknown>): Promise<Map<string, number>> {
  const peaks = new Map<string, number>();
  let done = false;
  const watch = (async () => {
    while (!done) {
      for (const [pid, part] of renderChildren()) {
        const mb = peakMbOf(pid);
        if (mb !== null) peaks.set(part, Math.max(peaks.get(part) ?? 0, mb));
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    await run();
  } finally {
    done = true;
    await watch;
  }
  return peaks;
}
