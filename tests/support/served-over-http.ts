import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { TestContext } from './test-context.js';

type App = TestContext['app'];

/**
 * The context's app listening on a loopback port, and an app-shaped stand-in that sends each request there over a
 * real connection: a client moved onto it with `client.on(overHttp)` keeps its session. A test whose subject is how
 * requests share the server's event loop needs the sockets: a request the app answers in-process never waits for it.
 */
export async function servedOverHttp(app: App) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const overHttp = {
    request: (input: string, init?: RequestInit) => {
      const url = new URL(input);
      return fetch(`${baseUrl}${url.pathname}${url.search}`, init);
    },
  } as unknown as App;
  return {
    baseUrl,
    overHttp,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
