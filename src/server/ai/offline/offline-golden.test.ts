import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOLDEN_TOPICS, goldenFileName, renderGoldenSample } from '../../../../tests/support/offline/golden-samples.js';
import { createOfflineEngine } from './offline-engine.js';

const GOLDEN_DIRECTORY = path.resolve(import.meta.dirname, '../../../../tests/golden/offline');

describe('offline golden samples', () => {
  const engine = createOfflineEngine();

  it.each(GOLDEN_TOPICS.map((topic) => [topic.slug, topic] as const))(
    '%s matches the committed sample (rewrite with `npx tsx scripts/write-offline-golden.ts` and read the diff)',
    async (_slug, topic) => {
      const committed = await readFile(path.join(GOLDEN_DIRECTORY, goldenFileName(topic)), 'utf8');
      expect(await renderGoldenSample(engine, topic)).toBe(committed);
    },
  );
});
