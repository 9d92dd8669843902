// `npm run backup -- [file]`: an online backup of the SQLite database, safe while the server runs.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { databaseTargetFor } from '../src/server/boot.js';
import { backupSqlite, defaultBackupPath } from '../src/server/db/backup-sqlite.js';
import { loadEnv } from '../src/server/env.js';

async function main() {
  const env = loadEnv();
  const target = databaseTargetFor(env);
  if (target.dialect === 'postgres') {
    console.error('DATABASE_URL points at PostgreSQL: back it up with pg_dump (see README).');
    return 2;
  }
  if (!existsSync(target.filename)) {
    console.error(`No database at ${target.filename} (DATA_DIR=${env.dataDir}).`);
    return 1;
  }
  const destination = path.resolve(process.argv[2] ?? defaultBackupPath(env.dataDir));
  if (existsSync(destination)) {
    console.error(`${destination} already exists: give another path.`);
    return 1;
  }
  const { pages } = await backupSqlite(target.filename, destination);
  console.log(`Backed up ${target.filename} (${pages} pages) to ${destination}`);
  return 0;
}

process.exitCode = await main();
