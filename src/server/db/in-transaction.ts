import { AsyncLocalStorage } from 'node:async_hooks';
import type { Dialect, Driver, Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Set while a transaction's work runs: the code it calls, and what that code starts, run inside the transaction. */
const insideTransaction = new AsyncLocalStorage<true>();

/**
 * Runs `work` in a transaction: in `db` itself when it already is one (the work then commits or rolls back with the
 * caller's), in a new one otherwise. Kysely does not nest transactions, so a step that must be atomic and may be
 * called from inside another's transaction opens its own through here. It is the one way the server opens a
 * transaction (a lint rule bans `db.transaction()` elsewhere), so the guard below sees every one.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  // eslint-disable-next-line no-restricted-syntax -- the one place a transaction is opened (above)
  return db.transaction().execute((trx) => insideTransaction.run(true, () => work(trx)));
}

/** What a connection asked for inside a transaction's work answers: the code must use the transaction it was given. */
export class ConnectionInsideTransactionError extends Error {
  constructor() {
    super(
      'A query asked the pool for a second connection while its transaction holds one: use the transaction it runs in',
    );
  }
}

/**
 * The dialect with a guard on its pool: a query that asks for a connection while the transaction it runs in holds
 * one fails at once. Waiting instead starved the pool on PostgreSQL: a dozen such saves held every connection while
 * each waited for another, and every other user's request waited with them; on SQLite's one connection it would
 * wait forever. The transaction's own statements never ask, so only such a query meets the guard
 * (docs/decisions/0043-one-connection-per-transaction.md).
 */
export function guardConnectionsInTransactions(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver(): Driver {
      const driver = dialect.createDriver();
      const acquire = driver.acquireConnection.bind(driver);
      driver.acquireConnection = () =>
        insideTransaction.getStore() ? Promise.reject(new ConnectionInsideTransactionError()) : acquire();
      return driver;
    },
  };
}
