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

export function readDate(value: Date | string | number): string {
  return new Date(value).toISOString();
}

export function readCount(value: string | number | bigint | undefined): number {
  return Number(value ?? 0);
}
