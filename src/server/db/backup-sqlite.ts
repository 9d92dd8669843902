import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { SqliteDriver } from './sqlite-driver.js';

/** Where a backup goes when no path is given: `<data dir>/backups/infoforge-<UTC timestamp>.sqlite`. */
export function defaultBackupPath(dataDir: string, at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.join(dataDir, 'backups', `infoforge-${stamp}.sqlite`);
}

/**
 * A consistent copy of a live SQLite database, taken with SQLite's online backup API over its own connection:
 * the server keeps reading and writing meanwhile, and the copy is the database as of one moment.
 */
export async function backupSqlite(source: string, destination: string): Promise<{ pages: number }> {
  mkdirSync(path.dirname(destination), { recursive: true });
  const sqlite = new SqliteDriver(source, { fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 5000');
    // After the first 100 pages, the rest in one step: a write between small steps would restart the copy.
    const { totalPages } = await sqlite.backup(destination, { progress: ({ totalPages }) => totalPages });
    return { pages: totalPages };
  } finally {
    sqlite.close();
  }
}
