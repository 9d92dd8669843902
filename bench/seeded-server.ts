import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServer, type RunningServer } from '../tests/e2e/support/server.js';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The built server in production mode (with `env` beside) over a database seeded first through a test-mode server of
 * its own: production limits sign-ups per address, and the sessions the users got when they signed up stay valid.
 * Answers the running server, what `seed` answered, and how long the seeding took in seconds.
 */
export async function startSeededServer<Seeded>(
  options: {
    dialect: 'sqlite' | 'postgres';
    dataDir: string;
    databaseUrl?: string;
    env: Record<string, string>;
    /** The checkout whose build serves (default: this one's). */
    checkout?: string;
  },
  seed: (server: RunningServer) => Promise<Seeded>,
): Promise<{ server: RunningServer; seeded: Seeded; seededIn: number }> {
  if (!existsSync(path.join(options.checkout ?? root, 'build/server/index.js'))) {
    throw new Error(
      `${options.checkout ?? root}/build/server/index.js is missing: run \`node scripts/build.mjs\` there first`,
    );
  }
  const { env, ...where } = options;
  const seeding = await startServer({ ...where, adminEmails: '' });
  let seeded: Seeded;
  const started = performance.now();
  try {
    seeded = await seed(seeding);
  } finally {
    await seeding.stop();
  }
  const seededIn = (performance.now() - started) / 1000;
  const server = await startServer({ ...where, adminEmails: '', env: { NODE_ENV: 'production', ...env } });
  return { server, seeded, seededIn };
}
