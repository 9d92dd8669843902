import type { TestContext } from './test-context.js';

/**
 * Storage whose cover writes wait until `release()`, so a test can hold saves and drawings under way: the app's own
 * storage with each cover file's write held at its start.
 */
export function holdCoverWrites(ctx: TestContext) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  const within = ctx.storage.within.bind(ctx.storage);
  ctx.storage.within = (db) => {
    const files = within(db);
    return {
      ...files,
      async save(key, bytes) {
        if (key.startsWith('covers/')) {
          held.push(key);
          await released;
        }
        return files.save(key, bytes);
      },
    };
  };
  return { release, held: () => held.length };
}
