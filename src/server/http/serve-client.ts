import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { getSessionCookie } from 'better-auth/cookies';
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.js';
import { ASSETS_PATH, hashedAssets } from './hashed-assets.js';
import { leaveOpenerUnisolated } from './security-headers.js';

/** The build writes a prerendered page per path under pages/: `/` → index.html, `/login` → login.html. */
const prerenderedFileOf = (requestPath: string) => (requestPath === '/' ? '/index.html' : `${requestPath}.html`);

/**
 * Headers of a page answer: it varies by Accept-Encoding (a compressed twin may be chosen, identity included), and
 * a page is revalidated on every visit.
 */
const pageHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const { headers } = c.res;
  if (!headers.get('Vary')?.toLowerCase().includes('accept-encoding')) headers.append('Vary', 'Accept-Encoding');
  if (c.res.ok && headers.get('Content-Type')?.startsWith('text/html')) headers.set('Cache-Control', 'no-cache');
};

/**
 * Serves the built single-page app with the build's brotli and gzip twins: hashed assets from memory with a long
 * cache, prerendered pages for their paths, and index.html for every other non-API path so the client router can
 * take it (its 404 page included). A missing asset is a 404, never index.html.
 */
export function serveClient(app: Hono<AppEnv>, clientDir: string): void {
  const files = (options: Parameters<typeof serveStatic<AppEnv>>[0]) =>
    serveStatic<AppEnv>({ root: clientDir, precompressed: true, ...options });

  app.use(`${ASSETS_PATH}*`, hashedAssets(path.join(clientDir, 'assets')));
  app.get(`${ASSETS_PATH}*`, (c) => c.text('Not found', 404));
  app.use('*', pageHeaders);
  const prerendered = files({ root: path.join(clientDir, 'pages'), rewriteRequestPath: prerenderedFileOf });
  // The prerendered landing page is for guests: a visitor with a session gets the app, which offers the dashboard.
  app.get('*', async (c, next) => {
    if (c.req.path !== '/') return prerendered(c, next);
    if (getSessionCookie(c.req.raw.headers)) return next();
    const landing = await prerendered(c, async () => {});
    if (!landing) return next();
    // It runs no script and shows nobody's data.
    leaveOpenerUnisolated(c);
    return landing;
  });
  app.use('*', files({}));
  app.get('*', files({ path: 'index.html' }));
}
