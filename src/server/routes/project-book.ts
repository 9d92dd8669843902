import { projectBookApi } from '../../shared/api/project-book.js';
import { bookPartKey } from '../../shared/schemas/book-run.js';
import { AppError } from '../errors/app-error.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { jsonResponse } from '../http/json-response.js';
import type { BookRunDeps } from '../services/book-runs/book-run-deps.js';
import { cancelBookRun, resumeBookRun } from '../services/book-runs/book-run-controls.js';
import { readBookView } from '../services/book-runs/read-book-view.js';
import { restoreBookPart } from '../services/book-runs/restore-book-part.js';
import { startBookRun, startPartRewrite } from '../services/book-runs/start-book-run.js';
import { withFailureMessage } from '../services/with-failure-message.js';

/**
 * A project's book written in one run (docs/decisions/0029-book-runs.md), owner only:
 * GET /api/projects/:id/book (the parts, the latest run, the estimate); POST …/book starts writing what is not
 * written (202; 200 with the user's run already under way); POST …/book/resume and …/book/cancel; POST
 * …/book/parts/:key/rewrite writes one part again; POST …/book/parts/:key/restore brings back its text before.
 */
export function projectBookRoutes({ database, ai, generationLimiter, jobs, storageQuota, logger, aiPrices }: AppDeps) {
  const deps: BookRunDeps = {
    db: database.db,
    ai,
    limiter: generationLimiter,
    jobs,
    storageQuota,
    logger,
    prices: aiPrices,
  };
  const partKey = (key: string) => {
    if (!bookPartKey.safeParse(key).success) throw new AppError('NOT_FOUND', 'This part is not in the book plan');
    return key;
  };
  return endpointRoutes(
    route(projectBookApi.read, async (c) => {
      const view = await withFailureMessage(c.get('logger'), 'Failed to load the book', () =>
        readBookView(deps, c.get('user').id, c.req.param('id')),
      );
      return jsonResponse(c, projectBookApi.read, view);
    }),
    route(projectBookApi.start, async (c) => {
      const started = await withFailureMessage(c.get('logger'), 'Failed to start writing the book', () =>
        startBookRun(deps, c.get('user').id, c.req.param('id'), c.req.valid('json')),
      );
      return jsonResponse(c, projectBookApi.start, started, started.started ? 202 : 200);
    }),
    route(projectBookApi.resume, async (c) => {
      const run = await withFailureMessage(c.get('logger'), 'Failed to resume writing the book', () =>
        resumeBookRun(deps, c.get('user').id, c.req.param('id'), c.req.valid('json')),
      );
      return jsonResponse(c, projectBookApi.resume, { run });
    }),
    route(projectBookApi.cancel, async (c) => {
      const run = await withFailureMessage(c.get('logger'), 'Failed to cancel writing the book', () =>
        cancelBookRun(deps, c.get('user').id, c.req.param('id')),
      );
      return jsonResponse(c, projectBookApi.cancel, { run });
    }),
    route(projectBookApi.rewritePart, async (c) => {
      const started = await withFailureMessage(c.get('logger'), 'Failed to start the rewrite', () =>
        startPartRewrite(deps, c.get('user').id, c.req.param('id'), partKey(c.req.param('key'))),
      );
      return jsonResponse(c, projectBookApi.rewritePart, started, started.started ? 202 : 200);
    }),
    route(projectBookApi.restorePart, async (c) => {
      const view = await withFailureMessage(c.get('logger'), 'Failed to restore the part', async () => {
        await restoreBookPart(database.db, c.get('user').id, c.req.param('id'), partKey(c.req.param('key')));
        return readBookView(deps, c.get('user').id, c.req.param('id'));
      });
      return jsonResponse(c, projectBookApi.restorePart, view);
    }),
  );
}
