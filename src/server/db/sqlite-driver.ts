import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The better-sqlite3 build this Node can run (docs/decisions/0030-node-versions.md).
 *
 * better-sqlite3 13 is built on Node-API 10, which Node has from 22.14 on; on Node 20 it crashes on first use.
 * better-sqlite3 12 is a classic addon compiled for one Node; compiled against Node 24.19+ headers, its statements
 * abort the process when the garbage collector finalizes them outside JavaScript. So Node-API 10 gets 13 (installed
 * under the alias `better-sqlite3-napi`), and older Node gets 12. Both have the same API; the types are 12's.
 * Once Node 22.14 is the floor, 13 becomes `better-sqlite3` and this module goes.
 */
function loadDriver(): typeof BetterSqlite3 {
  const require = createRequire(import.meta.url);
  const nodeApi = Number(process.versions.napi ?? 0);
  const name = nodeApi >= 10 ? 'better-sqlite3-napi' : 'better-sqlite3';
  try {
    // require() answers `any`; both builds have the API of the types imported above (better-sqlite3 12's).
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- require() is untyped (above)
    const driver: typeof BetterSqlite3 = require(name);
    return driver;
  } catch (error) {
    throw new Error(
      `SQLite is unavailable: ${name} could not be loaded on Node ${process.version} (run \`npm install\` with this Node)`,
      { cause: error },
    );
  }
}

export const SqliteDriver = loadDriver();

/** An open SQLite database, whichever build opened it. */
export type SqliteConnection = BetterSqlite3.Database;
