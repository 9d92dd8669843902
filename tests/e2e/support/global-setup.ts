import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createThrowawayDatabase } from '../../support/throwaway-postgres.js';
import { startServer, type RunningServer } from './server.js';

export const ADMIN_EMAIL = 'admin@e2e.test';
/** Paces the offline generator's stream so a test can watch content arrive before it ends. */
const SERVER_ENV = { AI_OFFLINE_STREAM_DELAY_MS: '5' };

interface ProvidedServer {
  dialect: string;
  baseUrl: string;
  dataDir: string;
  databaseUrl?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The SQLite server, which every browser test drives. */
    servers: ProvidedServer[];
    /**
     * Every server, SQLite's and PostgreSQL's when TEST_POSTGRES_URL is set: the smoke files' (the tools' flow, the
     * saved lists, the files' live status) drive both (docs/decisions/0067-tests-that-fit.md).
     */
    everyDatabase: ProvidedServer[];
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
  const provided = running.map(({ dialect, baseUrl, dataDir, databaseUrl }) => ({
    dialect,
    baseUrl,
    dataDir,
    databaseUrl,
  }));
  project.provide(
    'servers',
    provided.filter(({ dialect }) => dialect === 'sqlite'),
  );
  project.provide('everyDatabase', provided);
  return teardown;

  async function startServers() {
    const sqliteDir = mkdtempSync(path.join(tmpdir(), 'infoforge-e2e-sqlite-'));
    cleanups.push(async () => rmSync(sqliteDir, { recursive: true, force: true }));
    running.push(
      await startServer({ dialect: 'sqlite', dataDir: sqliteDir, adminEmails: ADMIN_EMAIL, env: SERVER_ENV }),
    );

    if (postgresUrl) {
      const database = await createThrowawayDatabase(postgresUrl, 'infoforge_e2e');
      const pgDir = mkdtempSync(path.join(tmpdir(), 'infoforge-e2e-pg-'));
      cleanups.push(async () => {
        rmSync(pgDir, { recursive: true, force: true });
        await database.drop();
      });
      running.push(
        await startServer({
          dialect: 'postgres',
          dataDir: pgDir,
          databaseUrl: database.url,
          adminEmails: ADMIN_EMAIL,
          env: SERVER_ENV,
        }),
      );
    }
  }
}
