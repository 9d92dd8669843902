import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Test files whose subject is a real file: rendered, read back, validated, or a property at full size (docs/testing.md). */
const SLOW = 'src/**/*.slow.test.{ts,tsx}';
/**
 * Slow files whose subject is how a parser's time grows with its input (`tests/support/time-growth.ts`): a young
 * generation of 1 MB, so that an input of a few kilobytes outlives it as a large one does, and eight times the text
 * costs eight times the collection. With V8's default, a small input's objects die young and a large one's are
 * copied and promoted: micromark's cost per character grows tenfold from 4 KB to 64 KB of text that is linear in it.
 */
const GROWTH = 'src/**/*.growth.slow.test.ts';
/** Slow files whose subject is how long a user waits beside others' load: they run alone, after every other file. */
const TIMED = 'src/**/*.timed.slow.test.ts';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src/client'),
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
    },
  },
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two workers on two cores: much of a route test waits on job polls, render children and PostgreSQL.
    maxWorkers: 2,
    globalSetup: ['tests/support/postgres-run-cleanup.ts'],
    // `npm test` runs the two fast projects, `npm run test:all` all five, the timed one alone at the end (docs/testing.md).
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/{server,shared}/**/*.test.ts', 'tests/lint/**/*.test.ts', 'tests/support/**/*.test.ts'],
          exclude: [SLOW],
          // A worker keeps the modules it has loaded from one file to the next: loading the app's graph again for
          // every file was half the project's time. Each test makes its own app, database and users.
          isolate: false,
        },
      },
      {
        extends: true,
        // Each file in a fresh module graph and document: the components keep state in modules (query clients, mocks).
        test: { name: 'client', include: ['src/client/**/*.test.{ts,tsx}'], exclude: [SLOW] },
      },
      { extends: true, test: { name: 'slow', include: [SLOW], exclude: [GROWTH, TIMED] } },
      { extends: true, test: { name: 'growth', include: [GROWTH], execArgv: ['--max-semi-space-size=1'] } },
      {
        extends: true,
        test: { name: 'timed', include: [TIMED], fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
