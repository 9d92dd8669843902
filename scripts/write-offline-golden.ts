// `npx tsx scripts/write-offline-golden.ts`: rewrites the golden samples of the offline generator under
// tests/golden/offline/ and its golden books under tests/golden/books/, so a change to the generator shows up as a
// diff to read.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  GOLDEN_BOOKS,
  goldenBookFileName,
  renderGoldenBook,
  writeGoldenBook,
} from '../tests/support/offline/golden-books.js';
import { GOLDEN_TOPICS, goldenFileName, renderGoldenSample } from '../tests/support/offline/golden-samples.js';
import { createOfflineEngine } from '../src/server/ai/offline/offline-engine.js';

const GOLDEN_DIRECTORY = path.resolve(import.meta.dirname, '../tests/golden/offline');
const BOOKS_DIRECTORY = path.resolve(import.meta.dirname, '../tests/golden/books');

async function write(file: string, text: string) {
  await writeFile(file, text);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

async function main() {
  const engine = createOfflineEngine();
  await mkdir(GOLDEN_DIRECTORY, { recursive: true });
  await mkdir(BOOKS_DIRECTORY, { recursive: true });
  for (const topic of GOLDEN_TOPICS) {
    await write(path.join(GOLDEN_DIRECTORY, goldenFileName(topic)), await renderGoldenSample(engine, topic));
  }
  for (const book of GOLDEN_BOOKS) {
    const written = await writeGoldenBook(engine, book);
    await write(path.join(BOOKS_DIRECTORY, goldenBookFileName(book)), renderGoldenBook(book, written));
  }
}

await main();
