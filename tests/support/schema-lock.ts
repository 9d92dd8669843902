import pg from 'pg';

/** The advisory lock every test process takes around migrating and dropping test schemas. */
const SCHEMA_LOCK = 290_006;

/**
 * Runs `work` holding the test schemas' lock on the PostgreSQL database at `url`: shared while migrating (many tests
 * migrate at once), alone while dropping. Kysely's and better-auth's migrations read every schema's tables and fail
 * on a schema dropped while they read it; with the lock, no test drops its schema while another migrates.
 */
export async function holdingSchemaLock<T>(url: string, purpose: 'migrate' | 'drop', work: () => Promise<T>) {
  const session = new pg.Client({ connectionString: url });
  await session.connect();
  try {
    const lock = purpose === 'migrate' ? 'pg_advisory_lock_shared' : 'pg_advisory_lock';
    await session.query(`select ${lock}($1)`, [SCHEMA_LOCK]);
    return await work();
  } finally {
    // Ending the session releases its lock.
    await session.end();
  }
}
