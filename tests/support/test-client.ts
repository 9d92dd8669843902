import type { Hono } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../src/server/http/context.js';
import { pathWith, type Endpoint, type PathParams } from '../../src/shared/api/endpoint.js';

type FetchApp = Pick<Hono<AppEnv>, 'request'>;

/**
 * A request to an endpoint of the table (src/shared/api/): its path's parameters (each encoded as one segment), its
 * query, its body as its schema takes it (a body the schema refuses is sent with a raw path instead), and headers.
 */
export type EndpointRequest<E extends Endpoint> = {
  query?: Record<string, string>;
  body?: E extends { body: infer Body extends z.ZodType } ? Widened<z.input<Body>> : never;
  headers?: Record<string, string>;
} & (keyof PathParams<E['path']> extends never ? { params?: never } : { params: PathParams<E['path']> });

/**
 * A body's type with its literal values widened (`'casual'` is any string): a test's constants are not written
 * `as const`, and the server, not the type, judges their values. Field names and kinds of value stay checked.
 */
type Widened<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer Item)[]
        ? readonly Widened<Item>[]
        : T extends object
          ? { [Key in keyof T]: Widened<T[Key]> }
          : T;

/** Any endpoint's request, as `call` and the helpers built on it handle it. */
export interface LooseRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The request's argument: optional for an endpoint whose path has no parameters. */
type RequestArgs<E extends Endpoint> = keyof PathParams<E['path']> extends never
  ? [request?: EndpointRequest<E>]
  : [request: EndpointRequest<E>];

/** The path and request of a call to `endpoint` (`TestClient.call`, `callEndpoint`). */
export function endpointRequest(endpoint: Endpoint, request: LooseRequest = {}) {
  const search = new URLSearchParams(request.query).toString();
  const path = pathWith(endpoint.path, request.params) + (search ? `?${search}` : '');
  const sendsBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const body = sendsBody ? JSON.stringify(request.body ?? {}) : undefined;
  return [path, { method: endpoint.method, body, headers: request.headers }] as const;
}

/** Talks to the app over its HTTP interface like a browser on our origin: keeps cookies, sends Origin. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly app: FetchApp,
    private readonly origin = 'http://localhost:3000',
  ) {}

  /** A client of another app instance carrying this one's cookies (the same session). */
  on(app: FetchApp) {
    const twin = new TestClient(app, this.origin);
    for (const [name, value] of this.cookies) twin.cookies.set(name, value);
    return twin;
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.send(path, { method: 'GET', headers });
  }

  post(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.send(path, { method: 'POST', body: JSON.stringify(body ?? {}), headers });
  }

  put(path: string, body?: unknown) {
    return this.send(path, { method: 'PUT', body: JSON.stringify(body ?? {}) });
  }

  patch(path: string, body?: unknown) {
    return this.send(path, { method: 'PATCH', body: JSON.stringify(body ?? {}) });
  }

  delete(path: string) {
    return this.send(path, { method: 'DELETE' });
  }

  /**
   * Calls an endpoint of the table: its method, its path with `params`, `query`, and `body` as JSON (a POST, PUT or
   * PATCH without one sends `{}`, as `post` does).
   */
  call<E extends Endpoint>(endpoint: E, ...[request]: RequestArgs<E>): Promise<Response> {
    return this.send(...endpointRequest(endpoint, request));
  }

  /** The headers a request of this client's session carries: its Origin and its cookies. */
  sessionHeaders(): Record<string, string> {
    return {
      origin: this.origin,
      ...(this.cookies.size > 0
        ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
        : {}),
    };
  }

  async send(
    path: string,
    init: { method: string; body?: string | undefined; headers?: Record<string, string> | undefined },
  ) {
    const headers: Record<string, string> = { ...this.sessionHeaders(), ...init.headers };
    if (init.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      // As a browser sends it: the server reads a body's size from it before the body (a large one takes turns).
      headers['content-length'] ??= String(Buffer.byteLength(init.body));
    }
    const res = await this.app.request(`${this.origin}${path}`, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return res;
  }
}
