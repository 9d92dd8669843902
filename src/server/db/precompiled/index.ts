import type { Compilable, Kysely } from 'kysely';
import { fastPathsOn } from '../../fast-paths.js';
import type { Database } from '../schema.js';
import { compiledOnce } from './precompiled-query.js';

/**
 * A query of a hot path, written with Kysely as usual. With the fast paths on it is built and compiled once per
 * database and then run with each call's values bound to its parameters (`precompiled-query.ts`,
 * docs/decisions/0015); with `FAST_PATHS=off` Kysely builds and compiles it on every call. Either way `build`
 * must pass each value to the SQL untouched, as a bound parameter (README.md here).
 */
export function precompiledQuery<Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
) {
  const precompiled = compiledOnce(build);
  const compiledByKysely = async (db: Kysely<Database>, values: Values): Promise<Row[]> => {
    const { rows } = await db.executeQuery(build(db, values).compile());
    return rows;
  };
  // Queries are made as their modules load, before the process has read its settings: the choice is read per call.
  return (db: Kysely<Database>, values: Values): Promise<Row[]> =>
    fastPathsOn() ? precompiled(db, values) : compiledByKysely(db, values);
}
