import { Hono, type Handler, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { Endpoint } from '../../shared/api/endpoint.js';
import type { AppEnv } from './context.js';
import { validate, validateJson } from './validate.js';

/** What a handler reads with `c.req.valid()`: the endpoint's query and body, as their schemas parse them. */
type ValidQuery<E extends Endpoint> = E extends { query: infer Query extends z.ZodType }
  ? { query: z.output<Query> }
  : object;
type ValidBody<E extends Endpoint> = E extends { body: infer Body extends z.ZodType }
  ? { json: z.output<Body> }
  : object;

/** The handler of an endpoint: `c.req.param()` knows its path, `c.req.valid()` its query and body. */
export type EndpointHandler<E extends Endpoint> = HandlerOf<E['path'], ValidQuery<E> & ValidBody<E>>;
type HandlerOf<Path extends string, Valid extends object> = Handler<AppEnv, Path, { in: object; out: Valid }>;

/** One endpoint's route, registered on the app it is given. */
export type EndpointRoute = (app: Hono<AppEnv>) => void;

/**
 * The route of an endpoint of the shared table (src/shared/api/): registered at the endpoint's method and path,
 * with its query and body checked by the endpoint's schemas (a refusal is the 400 of `validate`) after the
 * middleware given and before the handler, which reads them with `c.req.valid()`.
 */
export function route<E extends Endpoint>(
  endpoint: E,
  ...handlers: [...MiddlewareHandler<AppEnv>[], HandlerOf<E['path'], ValidQuery<E> & ValidBody<E>>]
): EndpointRoute {
  const checks: MiddlewareHandler[] = [];
  if (endpoint.query) checks.push(validate('query', endpoint.query));
  if (endpoint.body) checks.push(validateJson(endpoint.body));
  const given: (MiddlewareHandler | Handler)[] = handlers;
  return (app) => app.on(endpoint.method, [endpoint.path], ...given.slice(0, -1), ...checks, ...given.slice(-1));
}

/** The routes of a group of endpoints, in the order given (a fixed path before a parameter that would match it). */
export function endpointRoutes(...routes: EndpointRoute[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const register of routes) register(app);
  return app;
}
