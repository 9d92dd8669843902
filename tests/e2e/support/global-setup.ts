import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server.js';

export const ADMIN_EMAIL = 'admin@e2e.test';
/** Paces the offline generator's stream so a test can watch content arrive before it ends. */
const SERVER_ENV = { AI_OFFLINE_STREAM_DELAY_MS: '15' };

declare module 'vitest' {
  export interface ProvidedContext {
    servers: { dialect: string; baseUrl: string; dataDir: string; databaseUrl?: string }[];
  }
}

/** One built server per database: SQLite always, PostgreSQL too when TEST_POSTGRES_URL is set. */
export default async function setup(project: TestProject) {
  const running: RunningServer[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const postgresUrl = process.env.TEST_POSTGRES_URL;
  const teardown = async () => {
    await Promise.all(running.map((server) => server.stop()));
    for (const cleanup of cleanups) await cleanup();
  };

  try {
    await startServers();
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide(
    'servers',
    running.map(({ dialect, baseUrl, dataDir, databaseUrl }) => ({ dialect, baseUrl, dataDir, databaseUrl })),
  );
  return teardown;

  async function startServers() {
    const sqliteDir = mkdtempSync(path.join(tmpdir(), 'infoforge-e2e-sqlite-'));
    cleanups.push(async () => rmSync(sqliteDir, { recursive: true, force: true }));
    running.push(
      await startServer({ dialect: 'sqlite', dataDir: sqliteDir, adminEmails: ADMIN_EMAIL, env: SERVER_ENV }),
    );

    if (postgresUrl) {
      const name = `infoforge_e2e_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const databaseUrl = Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).toString();
      const pgDir = mkdtempSync(path.join(tmpdir(), 'infoforge-e2e-pg-'));
      cleanups.push(async () => {
        rmSync(pgDir, { recursive: true, force: true });
        const dropper = new pg.Client({ connectionString: postgresUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      });
      running.push(
        await startServer({
          dialect: 'postgres',
          dataDir: pgDir,
          databaseUrl,
          adminEmails: ADMIN_EMAIL,
          env: SERVER_ENV,
        }),
      );
    }
  }
}
