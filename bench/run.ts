// `npm run bench`: every benchmark, one after another, each printing its own table.
import { benchBookRun } from './book-run.js';
import { benchBundleSize } from './bundle-size.js';
import { benchContentStreamLatency } from './content-stream-latency.js';
import { benchDocumentRender } from './document-render.js';
import { benchCoverRender } from './cover-render.js';
import { benchLighthouse } from './lighthouse.js';
import { benchLoad } from './load.js';
import { benchOfflineGenerator } from './offline-generator.js';
import { benchRequestThroughput } from './request-throughput.js';
import { benchSavedList } from './saved-list.js';

await benchBundleSize();
await benchLighthouse();
await benchRequestThroughput();
await benchSavedList();
await benchLoad();
await benchOfflineGenerator();
await benchBookRun();
await benchContentStreamLatency();
await benchDocumentRender();
await benchCoverRender();
