import { documentStatus } from '../../src/shared/schemas/project-document.js';
import { api, call, type BenchUser } from '../seed.js';

/** How often a renderer reads how the files stand, the project page's own pace. */
const RENDER_POLL_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One user making a project's files again and again, each time from the start to the files made (or failed). The
 * stop answers each time: `3.1 s, 2.4 s failed: …, one still being made at the end`.
 */
export function renderAgainAndAgain(baseUrl: string, user: BenchUser, route: string): () => Promise<string> {
  const renders: { ms: number; status: string }[] = [];
  let running = true;
  let unfinished = false;
  const rendering = (async () => {
    while (running) {
      const started = performance.now();
      try {
        // Files already made are only made again once something changed: the reset a project's edit would make.
        await api(baseUrl, user, 'PATCH', route, { documentsStatus: 'not_generated' });
        await api(baseUrl, user, 'POST', `${route}/documents`, {});
        for (;;) {
          await sleep(RENDER_POLL_MS);
          if (!running) {
            unfinished = true;
            return;
          }
          // A read that failed (a 503 under load) is read again, as the page does: the files are still being made.
          const read = await call(baseUrl, user, 'GET', `${route}/documents`);
          if (!read.ok) continue;
          const status = documentStatus.parse(await read.json());
          if (status.documentsStatus === 'generating') continue;
          renders.push({
            ms: performance.now() - started,
            status: status.documentsError
              ? `${status.documentsStatus}: ${status.documentsError}`
              : status.documentsStatus,
          });
          break;
        }
      } catch (error) {
        renders.push({
          ms: performance.now() - started,
          status: error instanceof Error ? error.message : String(error),
        });
        await sleep(RENDER_POLL_MS);
      }
    }
  })();
  return async () => {
    running = false;
    await rendering;
    const times = renders.map((r) => `${(r.ms / 1000).toFixed(1)} s${r.status === 'completed' ? '' : ` ${r.status}`}`);
    if (unfinished) times.push(`one still being made at the end`);
    return times.join(', ') || 'none';
  };
}
