import path from 'node:path';
import type { DatabaseHandle } from '../../../db/client.js';
import { databaseStorage } from './database-storage.js';
import { diskStorage } from './disk-storage.js';
import type { FileStorage } from './file-storage.js';

/** On PostgreSQL the files live in the database (any number of instances share them); on SQLite, in the data dir. */
export function createStorage(database: DatabaseHandle, dataDir: string): FileStorage {
  return database.dialect === 'postgres' ? databaseStorage(database.db) : diskStorage(path.join(dataDir, 'files'));
}
