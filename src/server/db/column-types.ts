import { sql, type ColumnDataType, type Expression, type Kysely } from 'kysely';
import type { Dialect } from './client.js';

/** DDL types per dialect, so one set of migrations serves SQLite and PostgreSQL. */
export interface ColumnTypes {
  id: ColumnDataType;
  json: ColumnDataType;
  timestamp: ColumnDataType;
  now: Expression<unknown>;
}

export function columnTypesFor(dialect: Dialect): ColumnTypes {
  return dialect === 'postgres'
    ? { id: 'uuid', json: 'jsonb', timestamp: 'timestamptz', now: sql`now()` }
    : { id: 'text', json: 'text', timestamp: 'text', now: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` };
}

export type MigrationDb = Kysely<unknown>;
