import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the server's maintenance connection (`serverUrl`'s own database). */
export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty PostgreSQL database on the server `serverUrl` points at; `drop()` removes it with its sessions. */
export async function createThrowawayDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await runOnServer(serverUrl, `create database ${name}`);
  return {
    name,
    url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
    drop: () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
