import path from 'node:path';
import { openDatabase } from '../../../src/server/db/client.js';
import { createLogger } from '../../../src/server/logger.js';

/** The database of a running e2e server, to put in place what no screen of this build creates yet. */
export function openServerDatabase(server: { dataDir: string; databaseUrl?: string }) {
  const logger = createLogger('silent');
  return server.databaseUrl
    ? openDatabase({ dialect: 'postgres', connectionString: server.databaseUrl }, logger)
    : openDatabase({ dialect: 'sqlite', filename: path.join(server.dataDir, 'infoforge.sqlite') }, logger);
}
