/**
 * One endpoint of the API as both sides read it (docs/decisions/0004-typed-fetch-client.md): its method and path,
 * the zod schemas of what it accepts, and what it answers on success. The server registers its route from it and
 * types its answer by it, the client's `apiFetch` builds the request from it and parses the answer with it, and the
 * OpenAPI document is written from the table of them. This module loads no zod at run time: the client's first page
 * meets it before anything needs zod.
 */
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What one status of an endpoint carries. */
export type Answer =
  /** A JSON body, as the schema describes it. */
  | { readonly json: z.ZodType }
  /** A stream of JSON values, one a line, each as the schema describes it. */
  | { readonly ndjson: z.ZodType }
  /** A file of this media type, or of one of these (which one, the request decides). */
  | { readonly file: string | readonly string[] }
  /** No body (204). */
  | { readonly empty: true };

export interface Endpoint {
  readonly method: Method;
  /** The full path, parameters as `:name` (Hono's syntax): `/api/projects/:id/book`. */
  readonly path: string;
  /** One line for the API document. */
  readonly summary: string;
  /** Answered without a session (every other endpoint needs one). */
  readonly public?: true;
  /** The query string, parsed by this schema. */
  readonly query?: z.ZodType;
  /** The JSON body, parsed by this schema. */
  readonly body?: z.ZodType;
  /**
   * What the user is told when the endpoint fails unexpectedly ('Failed to save niche', docs/product-rules.md R43):
   * its route answers a 500 with this message. Without it, the generic message.
   */
  readonly failure?: string;
  /** What it answers, by status. Any endpoint may also answer an error: `{ error: { code, message, field? } }`. */
  readonly responses: Readonly<Record<number, Answer>>;
}

/** Keeps the literal types of an endpoint (its path, its schemas), which the typed calls on both sides read. */
export const endpoint = <const E extends Endpoint>(spec: E): E => spec;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path's parameters: `{ id: string; key: string }` for `/api/projects/:id/book/parts/:key/rewrite`. */
export type PathParams<Path extends string> = { [Name in ParamNames<Path>]: string };

/**
 * The JSON an endpoint sends with `status`: a value of its schema's type (what parsing gives, which parses again
 * to itself); nothing for a status it does not declare.
 */
export type JsonBody<E extends Pick<Endpoint, 'responses'>, Status extends number> = Status extends keyof E['responses']
  ? E['responses'][Status] extends { json: infer Schema extends z.ZodType }
    ? z.output<Schema>
    : never
  : never;

/** What a successful answer of the endpoint gives its caller once parsed: its JSON, or nothing for a 204. */
export type Answered<E extends Endpoint> = {
  [Status in keyof E['responses']]: E['responses'][Status] extends { json: infer Schema extends z.ZodType }
    ? z.output<Schema>
    : E['responses'][Status] extends { empty: true }
      ? undefined
      : never;
}[keyof E['responses']];

/** The path with its parameters filled in, each encoded as one path segment. */
export function pathWith(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(value);
  });
}
