/**
 * Keeps values identical on SQLite and PostgreSQL. better-sqlite3 binds only strings and numbers,
 * so JSON is written as text and dates as ISO strings; PostgreSQL hands jsonb back parsed and
 * timestamptz back as Date, SQLite hands both back as text. Rows are read through these.
 */
export const writeJson = (value: unknown): string => JSON.stringify(value);

/** The stored JSON value, parsed on SQLite; callers check its shape with the schema it was written from. */
export function readJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

export const now = (): string => new Date().toISOString();

/** A stored ISO-8601 UTC text (what `now()` writes), recognised without parsing it: lists read many per request. */
const CANONICAL_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

export function readDate(value: Date | string | number): string {
  if (typeof value === 'string' && CANONICAL_ISO.test(value)) return value;
  return new Date(value).toISOString();
}

export function readCount(value: string | number | bigint | undefined): number {
  return Number(value ?? 0);
}
