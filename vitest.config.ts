import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src/client'),
      '@shared': path.resolve(import.meta.dirname, 'src/shared'),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts', 'tests/support/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
