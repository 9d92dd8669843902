import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Test files whose subject is a real file: rendered, read back, validated, or a property at full size (docs/testing.md). */
const SLOW = 'src/**/*.slow.test.{ts,tsx}';

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
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          include: ['src/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts', 'tests/support/**/*.test.ts'],
          exclude: [SLOW],
        },
      },
      { extends: true, test: { name: 'slow', include: [SLOW] } },
    ],
  },
});
