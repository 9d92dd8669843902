import { Hono } from 'hono';
import { CLIENT_IP_HEADER } from './auth/auth-rate-limits.js';
import { requireUser } from './http/require-user.js';
import { clientAddressOf } from './http/client-address.js';
import type { AppDeps, AppEnv } from './http/context.js';
import { handleError } from './http/error-handler.js';
import { readJsonBody } from './http/read-json-body.js';
import { refuseUnknownApiPaths } from './http/refuse-unknown-api-paths.js';
import { requestLogger } from './http/request-logger.js';
import { requireSameOrigin } from './http/require-same-origin.js';
import { securityHeaders } from './http/security-headers.js';
import { serveClient } from './http/serve-client.js';
import { saveContentInput } from '../shared/schemas/content.js';
import { saveCoverInput } from '../shared/schemas/cover.js';
import { saveIdeaInput } from '../shared/schemas/idea.js';
import { saveNicheInput } from '../shared/schemas/niche.js';
import { saveTitleInput } from '../shared/schemas/title.js';
import { adminRoutes } from './routes/admin.js';
import { contentSectionRoutes } from './routes/content-sections.js';
import { coverImageRoutes } from './routes/cover-images.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { generateRoutes } from './routes/generate.js';
import { healthRoutes } from './routes/health.js';
import { meRoutes } from './routes/me.js';
import { projectBookRoutes } from './routes/project-book.js';
import { projectDocumentRoutes } from './routes/project-documents.js';
import { projectRoutes } from './routes/projects.js';
import { savedCardRoutes } from './routes/saved-cards.js';
import { savedItemRoutes } from './routes/saved-items.js';
import { contentKind, coverKind, ideaKind, nicheKind, titleKind } from './services/saved-items/saved-item-kinds.js';
import { MAX_BODY_BYTES } from './limits.js';

export interface AppOptions extends AppDeps {
  /** The built client to serve (production); left out in API tests. */
  clientDir?: string;
  /** Read the client address from X-Forwarded-For (set when a reverse proxy fronts the app). */
  trustProxy?: boolean;
}

export function createApp(options: AppOptions) {
  const { auth, logger, trustedOrigins, clientDir, trustProxy = false } = options;

  const app = new Hono<AppEnv>();
  app
    .use(requestLogger(logger))
    .use(securityHeaders({ https: trustedOrigins.some((origin) => origin.startsWith('https://')) }))
    .route('/', healthRoutes(options))
    .use('/api/*', requireSameOrigin(trustedOrigins))
    .use('/api/*', refuseUnknownApiPaths(app))
    .use('/api/*', readJsonBody(MAX_BODY_BYTES))
    .on(['GET', 'POST'], '/api/auth/*', async (c) => {
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_IP_HEADER, clientAddressOf(c, trustProxy));
      const body = c.req.method === 'POST' ? await c.req.text() : undefined;
      return auth.handler(new Request(c.req.url, { method: c.req.method, headers, body, signal: c.req.raw.signal }));
    })
    .use('/api/*', requireUser(auth));

  const routes = app
    .route('/api/me', meRoutes())
    .route('/api/dashboard', dashboardRoutes(options))
    .route('/api/admin', adminRoutes(options))
    .route('/api/niches', savedItemRoutes(options, nicheKind, saveNicheInput))
    .route('/api/ideas', savedItemRoutes(options, ideaKind, saveIdeaInput))
    .route('/api/titles', savedItemRoutes(options, titleKind, saveTitleInput))
    .route('/api/content/sections', contentSectionRoutes(options))
    .route('/api/content', savedItemRoutes(options, contentKind, saveContentInput))
    .route('/api/saved-items', savedCardRoutes(options))
    .route('/api/projects', projectRoutes(options))
    .route('/api/projects', projectDocumentRoutes(options))
    .route('/api/projects', projectBookRoutes(options))
    .route('/api/covers/images', coverImageRoutes(options))
    .route('/api/covers', savedItemRoutes(options, coverKind(options.storage), saveCoverInput))
    .route('/api', generateRoutes(options));

  if (clientDir) serveClient(app, clientDir);
  app.onError(handleError);
  return routes;
}
