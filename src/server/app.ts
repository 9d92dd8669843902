import { Hono } from 'hono';
import { CLIENT_IP_HEADER } from './auth/auth-rate-limits.js';
import { requireUser } from './http/require-user.js';
import { clientAddressOf } from './http/client-address.js';
import type { AppDeps, AppEnv } from './http/context.js';
import { handleError } from './http/error-handler.js';
import { jsonCompression } from './http/json/index.js';
import { readJsonBody } from './http/read-json-body.js';
import { refuseUnknownApiPaths } from './http/refuse-unknown-api-paths.js';
import { requestLogger } from './http/request-logger.js';
import { requireSameOrigin } from './http/require-same-origin.js';
import { securityHeaders } from './http/security-headers.js';
import { serveClient } from './http/serve-client.js';
import { savedItemApi } from '../shared/api/saved-items.js';
import { adminRoutes } from './routes/admin.js';
import { contentSectionRoutes } from './routes/content-sections.js';
import { coverImageRoutes } from './routes/cover-images.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { generateRoutes } from './routes/generate.js';
import { healthRoutes } from './routes/health.js';
import { meRoutes } from './routes/me.js';
import { openApiRoutes } from './routes/openapi.js';
import { projectAiDisclosureRoutes } from './routes/project-ai-disclosure.js';
import { projectLicenseRoutes } from './routes/project-license.js';
import { projectRebrandRoutes } from './routes/project-rebrand.js';
import { projectBookRoutes } from './routes/project-book.js';
import { projectCoverRoutes } from './routes/project-cover.js';
import { projectCourseKitRoutes } from './routes/project-course-kit.js';
import { projectTemplatePackRoutes } from './routes/project-template-pack.js';
import { limitPerUser } from './http/limit-per-user.js';
import { FILES_MADE_LIMIT } from './services/downloads/files-made-at-once.js';
import { projectDocumentRoutes } from './routes/project-documents.js';
import { projectListingRoutes } from './routes/project-listing.js';
import { projectPrintRoutes } from './routes/project-print.js';
import { projectRoutes } from './routes/projects.js';
import { savedCardRoutes } from './routes/saved-cards.js';
import { savedItemRoutes } from './routes/saved-items.js';
import { contentKind, ideaKind, nicheKind, titleKind } from './services/saved-items/saved-item-kinds.js';
import { coverKind } from './services/covers/cover-kind.js';
import { LARGE_BODIES_AT_ONCE, LARGE_BODIES_RATE, LARGE_BODY_BYTES, MAX_BODY_BYTES, WRITES_WAITING } from './limits.js';
import { writesTakeTurns } from './http/writes-take-turns.js';

/** How one user's writes take turns (docs/decisions/0070-writes-take-turns.md). */
const WRITE_TURNS = {
  largeBytes: LARGE_BODY_BYTES,
  largeAtOnce: LARGE_BODIES_AT_ONCE,
  largeRate: LARGE_BODIES_RATE,
  waiting: WRITES_WAITING,
  message: 'Too many requests at once. Please wait a moment, then try again.',
  retryAfterSeconds: 1,
};

export interface AppOptions extends AppDeps {
  /** The built client to serve (production); left out in API tests. */
  clientDir?: string;
  /** Read the client address from X-Forwarded-For (set when a reverse proxy fronts the app). */
  trustProxy?: boolean;
}

export function createApp(options: AppOptions) {
  const { auth, logger, trustedOrigins, clientDir, trustProxy = false } = options;

  const app = new Hono<AppEnv>();
  const jsonBodies = readJsonBody(MAX_BODY_BYTES);
  app
    .use(requestLogger(logger))
    .use(securityHeaders({ https: trustedOrigins.some((origin) => origin.startsWith('https://')) }));
  const compression = jsonCompression();
  if (compression) app.use(compression);
  app
    .route('/', healthRoutes(options))
    .use('/api/*', requireSameOrigin(trustedOrigins))
    .use('/api/*', refuseUnknownApiPaths(app))
    .route('/', openApiRoutes())
    .use('/api/auth/*', jsonBodies)
    .on(['GET', 'POST'], '/api/auth/*', async (c) => {
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_IP_HEADER, clientAddressOf(c, trustProxy));
      const body = c.req.method === 'POST' ? await c.req.text() : undefined;
      return auth.handler(new Request(c.req.url, { method: c.req.method, headers, body, signal: c.req.raw.signal }));
    })
    // A signed-in user's write waits for its turn before its body is read (docs/decisions/0070-writes-take-turns.md).
    .use('/api/*', requireUser(auth))
    .use('/api/*', writesTakeTurns(WRITE_TURNS))
    .use('/api/*', jsonBodies);

  // One user's files made while they wait, the download of everything and the course kit's together.
  const filesMade = limitPerUser(FILES_MADE_LIMIT);
  // Each group registers its endpoints' full paths (src/shared/api/); a fixed path comes before a parameter that
  // would match it (/api/content/sections before /api/content/:id).
  const routes = app
    .route('/', meRoutes())
    .route('/', dashboardRoutes(options))
    .route('/', adminRoutes(options))
    .route('/', savedItemRoutes(options, nicheKind, savedItemApi.niches))
    .route('/', savedItemRoutes(options, ideaKind, savedItemApi.ideas))
    .route('/', savedItemRoutes(options, titleKind, savedItemApi.titles))
    .route('/', contentSectionRoutes(options))
    .route('/', savedItemRoutes(options, contentKind, savedItemApi.content))
    .route('/', savedCardRoutes(options))
    .route('/', projectRoutes(options))
    .route('/', projectDocumentRoutes(options, filesMade))
    .route('/', projectPrintRoutes(options))
    .route('/', projectCourseKitRoutes(options, filesMade))
    .route('/', projectTemplatePackRoutes(options, filesMade))
    .route('/', projectListingRoutes(options))
    .route('/', projectAiDisclosureRoutes(options))
    .route('/', projectLicenseRoutes(options))
    .route('/', projectRebrandRoutes(options))
    .route('/', projectBookRoutes(options))
    .route('/', projectCoverRoutes(options))
    .route('/', coverImageRoutes(options))
    .route('/', savedItemRoutes(options, coverKind(options.storage, options.storageQuota), savedItemApi.covers))
    .route('/', generateRoutes(options));

  if (clientDir) serveClient(app, clientDir);
  app.onError(handleError);
  return routes;
}
