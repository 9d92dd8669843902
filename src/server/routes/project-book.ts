import { projectBookApi } from '../../shared/api/project-book.js';
import { bookPartKey } from '../../shared/schemas/book-run.js';
import { AppError } from '../errors/app-error.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import type { BookRunDeps } from '../services/book-runs/book-run-deps.js';
import { cancelBookRun, resumeBookRun } from '../services/book-runs/book-run-controls.js';
import { readBookView } from '../services/book-runs/read-book-view.js';
import { restoreBookPart } from '../services/book-runs/restore-book-part.js';
import { startBookRun, startPartRewrite } from '../services/book-runs/start-book-run.js';

/**
 * A project's book written in one run (docs/decisions/0029-book-runs.md), owner only:
 * GET /api/projects/:id/book (the parts, the latest run, the estimate); POST …/book starts writing what is not
 * written (202; 200 with the user's run already under way); POST …/book/resume and …/book/cancel; POST
 * …/book/parts/:key/rewrite writes one part again; POST …/book/parts/:key/restore brings back its text before.
 */
export function projectBookRoutes({
  database,
  ai,
  generationLimiter,
  jobs,
  storage,
  storageQuota,
  logger,
  aiPrices,
}: AppDeps) {
  const deps: BookRunDeps = {
    db: database.db,
    ai,
    limiter: generationLimiter,
    jobs,
    storage,
    storageQuota,
    logger,
    prices: aiPrices,
  };
  const partKey = (key: string) => {
    if (!bookPartKey.safeParse(key).success) throw new AppError('NOT_FOUND', 'This part is not in the book plan');
    return key;
  };
  return endpointRoutes(
    route(projectBookApi.read, async (c, answer) =>
      answer(await readBookView(deps, c.get('user').id, c.req.param('id'))),
    ),
    route(projectBookApi.start, async (c, answer) => {
      const started = await startBookRun(deps, c.get('user').id, c.req.param('id'), c.req.valid('json'));
      return answer(started, started.started ? 202 : 200);
    }),
    route(projectBookApi.resume, async (c, answer) =>
      answer({ run: await resumeBookRun(deps, c.get('user').id, c.req.param('id'), c.req.valid('json')) }),
    ),
    route(projectBookApi.cancel, async (c, answer) =>
      answer({ run: await cancelBookRun(deps, c.get('user').id, c.req.param('id')) }),
    ),
    route(projectBookApi.rewritePart, async (c, answer) => {
      const key = partKey(c.req.param('key'));
      const started = await startPartRewrite(deps, c.get('user').id, c.req.param('id'), key);
      return answer(started, started.started ? 202 : 200);
    }),
    route(projectBookApi.restorePart, async (c, answer) => {
      await restoreBookPart(database.db, c.get('user').id, c.req.param('id'), partKey(c.req.param('key')));
      return answer(await readBookView(deps, c.get('user').id, c.req.param('id')));
    }),
  );
}
