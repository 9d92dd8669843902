// `npm run bench`: every benchmark, one after another, each printing its own table.
import { benchBundleSize } from './bundle-size.js';
import { benchContentStreamLatency } from './content-stream-latency.js';
import { benchOfflineGenerator } from './offline-generator.js';

await benchBundleSize();
await benchOfflineGenerator();
await benchContentStreamLatency();
