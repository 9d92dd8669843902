import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { Endpoint, JsonBody } from '../../shared/api/endpoint.js';
import { withFailureMessage } from '../services/with-failure-message.js';
import type { AppEnv } from './context.js';
import { answerJson } from './json/index.js';
import { validate, validateJson } from './validate.js';

/** What a handler reads with `c.req.valid()`: the endpoint's query and body, as their schemas parse them. */
type ValidQuery<E extends Endpoint> = E extends { query: infer Query extends z.ZodType }
  ? { query: z.output<Query> }
  : object;
type ValidBody<E extends Endpoint> = E extends { body: infer Body extends z.ZodType }
  ? { json: z.output<Body> }
  : object;

/** The request of an endpoint: `c.req.param()` knows its path, `c.req.valid()` its query and body. */
export type EndpointContext<E extends Endpoint> = ContextOf<E['path'], ValidQuery<E> & ValidBody<E>>;
type ContextOf<Path extends string, Valid extends object> = Context<AppEnv, Path, { in: object; out: Valid }>;

/**
 * The JSON answer of an endpoint: `body`, typed by what the endpoint declares for `status` (200 unless given),
 * serialized once and compressed from those bytes with brotli or gzip (as the request accepts) when it is 1 KB or
 * more (`http/json/`; with `FAST_PATHS=off`, Hono's `c.json` and compress middleware). Further headers
 * (`Cache-Control`…) go in `headers`.
 */
export type EndpointAnswer<E extends Endpoint> = AnswerOf<E['responses']>;
type AnswerOf<Responses extends Endpoint['responses']> = <Status extends ContentfulStatusCode = 200>(
  body: JsonBody<{ responses: Responses }, Status>,
  status?: Status,
  headers?: Record<string, string>,
) => Promise<Response>;

/**
 * The handler of an endpoint: its request, and `answer` for its JSON (a file or a stream builds its own Response).
 * Two endpoints of the same path, schemas and answers (a PATCH and its PUT) take the same handlers.
 */
export type EndpointHandler<E extends Endpoint> = HandlerFor<E>;
type HandlerFor<E extends Endpoint> = HandlerOf<E['path'], ValidQuery<E> & ValidBody<E>, E['responses']>;
type HandlerOf<Path extends string, Valid extends object, Responses extends Endpoint['responses']> = (
  c: ContextOf<Path, Valid>,
  answer: AnswerOf<Responses>,
) => Response | Promise<Response>;

/** A step of an endpoint's route: its middleware, the checks of its query and body, its handler. */
type Step<E extends Endpoint> = MiddlewareHandler<AppEnv, E['path'], { in: object; out: ValidQuery<E> & ValidBody<E> }>;

/** One endpoint's route, registered on the app it is given. */
export type EndpointRoute = (app: Hono<AppEnv>) => void;

const answerOf =
  <E extends Endpoint>(c: Context<AppEnv>): EndpointAnswer<E> =>
  (body, status, headers = {}) =>
    answerJson(c, body, status ?? 200, headers);

/**
 * The route of an endpoint of the shared table (src/shared/api/): registered at the endpoint's method and path,
 * with its query and body checked by the endpoint's schemas (a refusal is the 400 of `validate`) after the
 * middleware given (`before`) and before the handler, which reads them with `c.req.valid()` and answers with
 * `answer`. An unexpected failure of the middleware or the handler is logged and answered with the endpoint's
 * `failure` message (`withFailureMessage`); an AppError (404, 400…) and an unreachable database (503) pass through.
 */
export function route<E extends Endpoint>(
  endpoint: E,
  ...given: [handler: HandlerFor<E>] | [before: MiddlewareHandler<AppEnv>[], handler: HandlerFor<E>]
): EndpointRoute {
  const [before, handler] = given.length === 1 ? [[], given[0]] : given;
  const checks: MiddlewareHandler[] = [];
  if (endpoint.query) checks.push(validate('query', endpoint.query));
  if (endpoint.body) checks.push(validateJson(endpoint.body));
  const { failure } = endpoint;
  const guarded = (step: Step<E>): Step<E> =>
    failure === undefined ? step : (c, next) => withFailureMessage(c.get('logger'), failure, () => step(c, next));
  const answering: Step<E> = async (c) => handler(c, answerOf(c));
  const steps: Step<E>[] = [...before.map(guarded), ...checks, guarded(answering)];
  return (app) => app.on(endpoint.method, [endpoint.path], ...steps);
}

/** The routes of a group of endpoints, in the order given (a fixed path before a parameter that would match it). */
export function endpointRoutes(...routes: EndpointRoute[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const register of routes) register(app);
  return app;
}
