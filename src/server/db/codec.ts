/**
 * Keeps values identical on SQLite and PostgreSQL. better-sqlite3 binds only strings and numbers,
 * so JSON is written as text and dates as ISO strings; PostgreSQL hands jsonb back parsed and
 * timestamptz back as Date, SQLite hands both back as text. Rows are read through these.
 */
export const writeJson = (value: unknown): string => JSON.stringify(value);

export function readJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

export const now = (): string => new Date().toISOString();

export function readDate(value: Date | string | number): string {
  return new Date(value).toISOString();
}

export function readCount(value: string | number | bigint | undefined): number {
  return Number(value ?? 0);
}
