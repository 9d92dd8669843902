import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** Where each bound parameter of the compiled SQL comes from: the call's value of that name, or a constant of the query. */
type ParameterSource = { value: string } | { constant: unknown };

/** A string no caller sends, standing for the value named `name` while the query is compiled. */
const placeholderFor = (name: string) => `\u0000precompiled:${name}\u0000`;

/** A precompiled query beside the query it was written as, so a test can hold the two together. */
export interface PrecompiledQuery {
  /** The query as Kysely builds it for these values. */
  build(db: Kysely<Database>, values: Record<string, unknown>): Compilable<unknown>;
  /** The query compiled once, with these values bound to its parameters. */
  bind(db: Kysely<Database>, values: Record<string, unknown>): CompiledQuery<unknown>;
}

/** Every precompiled query made; the equivalence test runs each one both ways (README.md). */
export const precompiledQueries: PrecompiledQuery[] = [];

/**
 * The values `build` receives while the query is compiled: each one read is its placeholder, and its name is noted
 * in `names`. A placeholder is a string whatever the value's type, which no type of Values can say: the one
 * assertion is kept here, and compile() checks that each placeholder only reaches the SQL as a bound parameter.
 */
function placeholderValues<Values extends Record<string, unknown>>(names: Map<unknown, string>): Values {
  const reader: ProxyHandler<Values> = {
    get: (_, name) => {
      const placeholder = placeholderFor(String(name));
      names.set(placeholder, String(name));
      return placeholder;
    },
  };
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- placeholders stand in for Values (above)
  return new Proxy({} as Values, reader);
}

/**
 * A query of a hot path, built and compiled once per database and then run with each call's values bound to
 * its parameters, rather than built and compiled again by Kysely on every request (docs/decisions/0015).
 *
 * `build` writes the query as usual; the values it receives are placeholders while it is compiled, so each one
 * must reach the SQL untouched as a bound parameter (compared, limited, inserted), never transformed or used
 * to choose the query's shape. That is checked when the query is compiled.
 */
export function compiledOnce<Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
) {
  const compiled = new WeakMap<Kysely<Database>, { query: CompiledQuery<Row>; sources: ParameterSource[] }>();

  const compile = (db: Kysely<Database>) => {
    const names = new Map<unknown, string>();
    const query = build(db, placeholderValues<Values>(names)).compile();
    const sources = query.parameters.map((parameter): ParameterSource => {
      const name = names.get(parameter);
      return name === undefined ? { constant: parameter } : { value: name };
    });
    const bound = new Set(sources.flatMap((source) => ('value' in source ? [source.value] : [])));
    const unbound = [...names.values()].filter((name) => !bound.has(name));
    if (unbound.length > 0)
      throw new Error(`precompiledQuery: values that must reach the SQL as bound parameters: ${unbound.join(', ')}`);
    const entry = { query, sources };
    compiled.set(db, entry);
    return entry;
  };

  const bind = (db: Kysely<Database>, values: Values): CompiledQuery<Row> => {
    const { query, sources } = compiled.get(db) ?? compile(db);
    const parameters = sources.map((source) => ('value' in source ? values[source.value] : source.constant));
    return { ...query, parameters };
  };
  precompiledQueries.push({ build, bind });

  /** The rows of the query for these values. */
  return async (db: Kysely<Database>, values: Values): Promise<Row[]> => {
    const { rows } = await db.executeQuery(bind(db, values));
    return rows;
  };
}
