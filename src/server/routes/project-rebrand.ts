import { projectRebrandApi } from '../../shared/api/project-rebrand.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { previewRebrand, readBrand, rebrandProject } from '../services/rebrand/rebrand-project.js';

/**
 * GET /api/projects/:id/rebrand, POST …/rebrand/preview and POST …/rebrand: the owner's product's brand, what a
 * rebrand would change, and the rebrand itself (docs/decisions/0080-rebrand.md); another user's project is a 404 and a
 * request the schema does not hold a 400, both changing nothing.
 */
export const projectRebrandRoutes = ({ database, storage, storageQuota }: AppDeps) =>
  endpointRoutes(
    route(projectRebrandApi.read, async (c, answer) =>
      answer(await readBrand(database.db, c.get('user').id, c.req.param('id'))),
    ),
    route(projectRebrandApi.preview, async (c, answer) =>
      answer(await previewRebrand(database.db, c.get('user').id, c.req.param('id'), c.req.valid('json'))),
    ),
    route(projectRebrandApi.apply, async (c, answer) =>
      answer(
        await rebrandProject(
          database.db,
          storage,
          storageQuota,
          c.get('user').id,
          c.req.param('id'),
          c.req.valid('json'),
        ),
      ),
    ),
  );
