// `npm run bench`: every benchmark, one after another, each printing its own table.
import { benchBundleSize } from './bundle-size.js';

await benchBundleSize();
