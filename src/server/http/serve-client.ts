import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context.js';

/**
 * Serves the built single-page app: hashed assets with a long cache, every other
 * non-API path answers index.html so the client router can take it (its 404 page included).
 */
export function serveClient(app: Hono<AppEnv>, clientDir: string): void {
  const indexHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.use('*', serveStatic({ root: clientDir }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
