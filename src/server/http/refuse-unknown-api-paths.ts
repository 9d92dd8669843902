import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { TrieRouter } from 'hono/router/trie-router';
import { AppError } from '../errors/app-error.js';
import type { AppEnv } from './context.js';

/**
 * Answers 404 for an API path no endpoint serves, before any sign-in check, so anonymous and signed-in callers
 * hear the same. The endpoints are read from the app's own route table (middleware is registered for every
 * method, endpoints for theirs; the built client's GET handlers are not under /api), so a route added later is
 * known without a list to keep. The check is synchronous, so a known path passes on without a promise of its own.
 */
export function refuseUnknownApiPaths(app: Hono<AppEnv>) {
  let endpoints: TrieRouter<true> | undefined;
  const readEndpoints = () => {
    const router = new TrieRouter<true>();
    for (const route of app.routes) {
      // The client's pages answer GET on every path; only the API's own endpoints count here.
      if (route.method !== 'ALL' && route.path.startsWith('/api/')) router.add(route.method, route.path, true);
    }
    return router;
  };
  return createMiddleware<AppEnv>((c, next) => {
    endpoints ??= readEndpoints();
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const [matches] = endpoints.match(method, c.req.path);
    if (matches.length === 0) throw new AppError('NOT_FOUND', 'Not found');
    return next();
  });
}
