import { afterEach, vi } from 'vitest';
import type { ErrorBody } from '@shared/schemas/error';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

/** A method and an API path, e.g. `GET /api/projects/:id`: a `:name` segment matches any one segment. */
export type Route = `${Method} /api/${string}`;

/** A request the client sent, as the fake received it. */
export interface FakeRequest {
  method: Method;
  /** The path, without its query. */
  path: string;
  query: URLSearchParams;
  /** The values of the route's `:name` segments. */
  params: Record<string, string>;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
  signal: AbortSignal | undefined;
}

/** Answers a request; a handler that throws is a network failure, as a fetch that cannot reach the server. */
export type Handler = (request: FakeRequest) => Response | Promise<Response>;

export type Routes = Record<Route, Handler>;

export interface FakeServer {
  /** Every request received, in order, answered or not. */
  readonly requests: FakeRequest[];
  /** Adds routes, or replaces the handler of a route already there. */
  answer(routes: Routes): void;
}

/** The server's error answer. */
export const errorAnswer = (status: number, error: ErrorBody['error']) => Response.json({ error }, { status });

function matches(pattern: string, path: string): Record<string, string> | undefined {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual[index]!);
    else if (segment !== actual[index]) return undefined;
  }
  return params;
}

let unanswered: string[] = [];

// Each test starts with the real fetch and ends failing if the client asked for something no route answers.
afterEach(() => {
  vi.unstubAllGlobals();
  const missed = unanswered;
  unanswered = [];
  if (missed.length > 0) throw new Error(`no fake answer for: ${missed.join(', ')}`);
});

/**
 * Stands in for the server in a client test: the page's fetches reach `routes` by method and path, and every
 * request is kept. A request no route answers gets a 404 and fails the test once it ends.
 */
export function fakeServer(routes: Routes = {}): FakeServer {
  const handlers: [string, Handler][] = [];
  const requests: FakeRequest[] = [];
  const answer = (more: Routes) => {
    for (const [route, handler] of Object.entries(more)) {
      const at = handlers.findIndex(([known]) => known === route);
      if (at >= 0) handlers.splice(at, 1);
      handlers.push([route, handler]);
    }
  };
  answer(routes);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = METHODS.find((known) => known === (init.method ?? 'GET').toUpperCase());
    if (!method) throw new Error(`the client sent a request with no known method: ${init.method}`);
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, query: url.searchParams, body, signal: init.signal ?? undefined };
    for (const [route, handler] of handlers) {
      const [routeMethod, pattern] = route.split(' ');
      const params = routeMethod === method ? matches(pattern!, url.pathname) : undefined;
      if (!params) continue;
      const received = { ...request, params };
      requests.push(received);
      return handler(received);
    }
    requests.push({ ...request, params: {} });
    unanswered.push(`${method} ${url.pathname}`);
    return errorAnswer(404, { code: 'NOT_FOUND', message: `No fake answer for ${method} ${url.pathname}` });
  });
  return { requests, answer };
}
