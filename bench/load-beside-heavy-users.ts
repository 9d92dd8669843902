import { benchLoad, type SideLoad } from './load.js';
import { coverDrawer } from './heavy-users/cover-drawer.js';
import { coverSaver } from './heavy-users/cover-saver.js';
import type { HeavyKind, StartHeavy } from './heavy-users/heavy-kind.js';
import { listingBurster } from './heavy-users/listing-burster.js';
import { longBookRenderer } from './heavy-users/long-book-renderer.js';
import { starRenderer } from './heavy-users/star-renderer.js';
import { signUp } from './seed.js';

/** Accounts of each kind: two, so no one account's share or cap is what holds the others off (issue 48). */
const ACCOUNTS_PER_KIND = 2;
const KINDS: Record<string, HeavyKind> = {
  'cover saver': coverSaver,
  'long-book renderer': longBookRenderer,
  'listing burster': listingBurster,
  'star renderer': starRenderer,
  'cover drawer': coverDrawer,
};
/** The kinds to run: every one, or `HEAVY_KINDS='cover saver,star renderer'` for only those, to compare. */
function runningKinds(): [string, HeavyKind][] {
  const named = process.env.HEAVY_KINDS?.split(',').map((name) => name.trim());
  const unknown = (named ?? []).filter((name) => !(name in KINDS));
  if (unknown.length > 0) {
    throw new Error(`Unknown heavy kinds: ${unknown.join(', ')}; known: ${Object.keys(KINDS).join(', ')}`);
  }
  return Object.entries(KINDS).filter(([name]) => !named || named.includes(name));
}

/** The heavy accounts beside the simulated users: made anew for each database, their lines in `kinds`' order. */
function heavyUsers(kinds: [string, HeavyKind][]): SideLoad {
  const starts: StartHeavy[] = [];
  return {
    async prepare(server, firstUserIndex) {
      let index = firstUserIndex;
      for (const [name, kind] of kinds) {
        for (let n = 1; n <= ACCOUNTS_PER_KIND; n++) {
          const user = await signUp(server.baseUrl, index++);
          starts.push(await kind.prepare(server.baseUrl, user, `${name} ${n}`));
        }
      }
    },
    start(baseUrl) {
      const stops = starts.map((start) => start(baseUrl));
      return () => Promise.all(stops.map((stop) => stop()));
    },
  };
}

/**
 * The load bench (bench/load.ts) beside heavy accounts (issues 38 and 48), ACCOUNTS_PER_KIND of each kind
 * (bench/heavy-users/): cover savers sending inline images 12 at a time, long-book renderers making a ~300-page
 * book's PDF, DOCX and EPUB again and again, listing bursters saving a 40 KB `<style` description 14 at a time, star
 * renderers making two books of one 100 KB `*` section again and again, and cover drawers asking for previews 14 at
 * a time. The table is the 200 simulated users' requests against the usual p99 targets; each heavy account's own
 * line follows it.
 */
export function benchLoadBesideHeavyUsers() {
  const kinds = runningKinds();
  return benchLoad({
    heading: `Load beside ${ACCOUNTS_PER_KIND} accounts each ${kinds.map(([, kind]) => kind.does).join('; ')}`,
    databasePrefix: 'infoforge_bench_heavy_load',
    sideLoad: () => heavyUsers(kinds),
  });
}
