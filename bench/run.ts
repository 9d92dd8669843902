// `npm run bench`: every benchmark, one after another, each printing its own table.
// `npm run bench -- request-throughput saved-list`: only those named.
import { benchBookFairness } from './book-fairness.js';
import { benchBookRun } from './book-run.js';
import { benchBundleSize } from './bundle-size.js';
import { benchContentStreamLatency } from './content-stream-latency.js';
import { benchCourseKit } from './course-kit.js';
import { benchDocumentRender } from './document-render.js';
import { benchEditions } from './editions.js';
import { benchFillablePdf } from './fillable-pdf.js';
import { benchCoverRender } from './cover-render.js';
import { benchLighthouse } from './lighthouse.js';
import { benchLoad } from './load.js';
import { benchLoadBesideHeavyUsers } from './load-beside-heavy-users.js';
import { benchOfflineGenerator } from './offline-generator.js';
import { benchPartChecks } from './part-checks.js';
import { benchRequestThroughput } from './request-throughput.js';
import { benchSavedList } from './saved-list.js';

const BENCHMARKS: Record<string, () => Promise<void>> = {
  'bundle-size': benchBundleSize,
  lighthouse: benchLighthouse,
  'request-throughput': benchRequestThroughput,
  'saved-list': benchSavedList,
  load: benchLoad,
  'load-heavy-users': benchLoadBesideHeavyUsers,
  'offline-generator': benchOfflineGenerator,
  'part-checks': benchPartChecks,
  'book-run': benchBookRun,
  'book-fairness': benchBookFairness,
  'content-stream-latency': benchContentStreamLatency,
  'document-render': benchDocumentRender,
  editions: benchEditions,
  'fillable-pdf': benchFillablePdf,
  'course-kit': benchCourseKit,
  'cover-render': benchCoverRender,
};

const named = process.argv.slice(2);
const unknown = named.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) {
  throw new Error(`Unknown benchmarks: ${unknown.join(', ')}; known: ${Object.keys(BENCHMARKS).join(', ')}`);
}
for (const [name, bench] of Object.entries(BENCHMARKS)) {
  if (named.length === 0 || named.includes(name)) await bench();
}
