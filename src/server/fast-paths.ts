/**
 * Whether the fast paths answer: the session check (auth/session-check/), pre-serialized JSON (http/json/),
 * precompiled queries (db/precompiled/) and the kept list pages (http/saved-list-pages/). Each fence's entry
 * (its index.ts) asks, and with `FAST_PATHS=off` answers through the library's own door instead: better-auth's
 * getSession, Hono's c.json with hono/compress, Kysely's compile, a plain read (docs/decisions/0056). Chosen
 * once, when the process boots its services from its settings.
 */
let chosen = true;

export function chooseFastPaths(on: boolean): void {
  chosen = on;
}

export function fastPathsOn(): boolean {
  return chosen;
}
