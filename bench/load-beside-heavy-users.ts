import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { renderCover } from '../src/server/services/covers/draw/render-cover.js';
import { generateContentInput } from '../src/shared/schemas/content.js';
import { documentStatus } from '../src/shared/schemas/project-document.js';
import { pdfInfo } from '../tests/support/document-tools.js';
import { writeOffline } from './book-run.js';
import { benchLoad, type SideLoad } from './load.js';
import { api, call, signUp, type BenchUser } from './seed.js';
import { percentile } from './stats.js';

/** Cover saves one user keeps going at once, as a script or a stuck button would (issue 38: ~12 stalled everyone). */
const COVER_SAVES_AT_ONCE = 12;
/** Sections of the long book, each three of the offline writer's sections in one: about 110,000 words, ~300 pages. */
const BOOK_SECTIONS = 50;
const WRITES_PER_SECTION = 3;
/** How often the renderer reads how the files stand, the project page's own pace. */
const RENDER_POLL_MS = 500;

const id = z.object({ id: z.uuid() });
const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(0)} ms`;
const tally = (outcomes: (number | string)[]) => {
  const counts = new Map<number | string, number>();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return [...counts].map(([outcome, n]) => `${n} × ${outcome}`).join(', ');
};

/** A real cover as the cover page makes it (1600×2133 PNG), inline as the save's image. */
async function coverDataUrl() {
  const png = await renderCover({
    title: 'Crumb & Crust',
    author: 'Mara Lind',
    style: 'modern',
    colorScheme: 'blue and purple gradients',
  });
  return `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
}

/** A project of the user's whose sections the offline writer wrote: its route and how many words it has. */
async function longBook(baseUrl: string, user: BenchUser) {
  const contentIds: string[] = [];
  let words = 0;
  for (let section = 1; section <= BOOK_SECTIONS; section++) {
    const parts: string[] = [];
    for (let part = 1; part <= WRITES_PER_SECTION; part++) {
      parts.push(
        await writeOffline(
          generateContentInput.parse({
            title: 'The Home Baker',
            sectionName: `Chapter ${section}.${part}: Bread for Every Day`,
            outline: '- Flour and water\n- Time and warmth\n- Shaping and baking',
            contentType: 'educational',
          }),
        ),
      );
    }
    const content = parts.join('\n\n');
    words += content.split(/\s+/).length;
    const saved = await api(baseUrl, user, 'POST', '/api/content', {
      sectionName: `Chapter ${section}: Bread for Every Day`,
      content,
      contentType: 'educational',
    });
    contentIds.push(id.parse(saved.body).id);
  }
  const project = await api(baseUrl, user, 'POST', '/api/projects', { title: 'The Home Baker', contentIds });
  return { route: `/api/projects/${id.parse(project.body).id}`, words };
}

/**
 * One user's saves, COVER_SAVES_AT_ONCE at a time; each saved cover is deleted so the quota never ends the burst. A
 * refusal with Retry-After (the server lets a user have only a few saves under way) is waited out before that lane's
 * next save.
 */
function saveCovers(baseUrl: string, user: BenchUser, imageUrl: string) {
  const latencies: number[] = [];
  const outcomes: (number | string)[] = [];
  let running = true;
  const startedAt = performance.now();
  const lanes = Array.from({ length: COVER_SAVES_AT_ONCE }, async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await call(baseUrl, user, 'POST', '/api/covers', {
          imageUrl,
          style: 'modern',
          saveKey: randomUUID(),
        });
        const body = res.status === 201 ? id.parse(await res.json()) : await res.text();
        latencies.push(performance.now() - started);
        outcomes.push(res.status);
        if (typeof body === 'object') await (await call(baseUrl, user, 'DELETE', `/api/covers/${body.id}`)).text();
        // A refusal that says when to come back is waited out, as the cover page does.
        const retryAfter = Number(res.headers.get('retry-after') ?? 0);
        if (retryAfter > 0) await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      } catch (error) {
        outcomes.push(error instanceof Error ? error.message : String(error));
      }
    }
  });
  return async () => {
    running = false;
    await Promise.all(lanes);
    const seconds = (performance.now() - startedAt) / 1000;
    return `cover saver: ${latencies.length} requests in ${seconds.toFixed(0)} s (${(latencies.length / seconds).toFixed(1)}/s, each save followed by its delete), p50 ${ms(latencies, 50)}, p99 ${ms(latencies, 99)}; answers ${tally(outcomes)}`;
  };
}

/** One user making the long book's files again and again: each time from the start to the files made (or failed). */
function renderBook(baseUrl: string, user: BenchUser, book: { route: string; words: number }) {
  const renders: { ms: number; status: string }[] = [];
  let running = true;
  const rendering = (async () => {
    while (running) {
      const started = performance.now();
      try {
        // Files already made are only made again once something changed: the reset a project's edit would make.
        await api(baseUrl, user, 'PATCH', book.route, { documentsStatus: 'not_generated' });
        await api(baseUrl, user, 'POST', `${book.route}/documents`, {});
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, RENDER_POLL_MS));
          if (!running) return;
          // A read that failed (a 503 under load) is read again, as the page does: the files are still being made.
          const read = await call(baseUrl, user, 'GET', `${book.route}/documents`);
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
        await new Promise((resolve) => setTimeout(resolve, RENDER_POLL_MS));
      }
    }
  })();
  return async () => {
    running = false;
    await rendering;
    const pdf = await call(baseUrl, user, 'GET', `${book.route}/documents/pdf`);
    const pages = pdf.ok ? pdfInfo(new Uint8Array(await pdf.arrayBuffer())).pageCount : undefined;
    return `renderer: a book of ${book.words.toLocaleString('en-US')} words in ${BOOK_SECTIONS} sections (${pages ?? '?'} pages of PDF), its files made ${renders.length} times during the load: ${renders.map((r) => `${(r.ms / 1000).toFixed(1)} s${r.status === 'completed' ? '' : ` ${r.status}`}`).join(', ') || 'none'} from the start to the files made`;
  };
}

/** The two heavy users beside the simulated users: made anew for each database. */
function heavyUsers(): SideLoad {
  let saver: BenchUser;
  let renderer: BenchUser;
  let imageUrl: string;
  let book: { route: string; words: number };
  return {
    async prepare(server, firstUserIndex) {
      imageUrl = await coverDataUrl();
      saver = await signUp(server.baseUrl, firstUserIndex);
      renderer = await signUp(server.baseUrl, firstUserIndex + 1);
      book = await longBook(server.baseUrl, renderer);
    },
    start(baseUrl) {
      const stops = [saveCovers(baseUrl, saver, imageUrl), renderBook(baseUrl, renderer, book)];
      return () => Promise.all(stops.map((stop) => stop()));
    },
  };
}

/**
 * The load bench (bench/load.ts) with two heavy users beside the 200 simulated users (issue 38): one saving covers
 * with an inline image COVER_SAVES_AT_ONCE at a time, and one making a ~300-page book's PDF, DOCX and EPUB again and
 * again. The table is the other users' requests against the usual p99 targets; the heavy users' own figures follow it.
 */
export const benchLoadBesideHeavyUsers = () =>
  benchLoad({
    heading: `Load beside one user saving covers ${COVER_SAVES_AT_ONCE} at a time and one making a long book's files`,
    databasePrefix: 'infoforge_bench_heavy_load',
    sideLoad: heavyUsers,
  });
