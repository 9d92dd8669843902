import type { Hono } from 'hono';
import type { AppEnv } from '../../src/server/http/context.js';

type FetchApp = Pick<Hono<AppEnv>, 'request'>;

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

  async send(path: string, init: { method: string; body?: string; headers?: Record<string, string> }) {
    const headers: Record<string, string> = { origin: this.origin, ...init.headers };
    if (init.body !== undefined) headers['content-type'] ??= 'application/json';
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
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
