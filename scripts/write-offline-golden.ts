// `npx tsx scripts/write-offline-golden.ts`: rewrites the golden samples of the offline generator under
// tests/golden/offline/, so a change to the generator shows up as a diff to read.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GOLDEN_TOPICS, goldenFileName, renderGoldenSample } from '../src/server/ai/offline/golden-samples.js';
import { createOfflineEngine } from '../src/server/ai/offline/offline-engine.js';

const GOLDEN_DIRECTORY = path.resolve(import.meta.dirname, '../tests/golden/offline');

async function main() {
  const engine = createOfflineEngine();
  await mkdir(GOLDEN_DIRECTORY, { recursive: true });
  for (const topic of GOLDEN_TOPICS) {
    const file = path.join(GOLDEN_DIRECTORY, goldenFileName(topic));
    await writeFile(file, await renderGoldenSample(engine, topic));
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}

await main();
