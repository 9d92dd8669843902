import { projectLicenseApi } from '../../shared/api/project-license.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { readProjectLicense, saveProjectLicense } from '../services/license/project-license.js';

/**
 * GET /api/projects/:id/license: the license the owner's project is sold with; PUT chooses it, a license the schema
 * does not hold being a 400 that changes nothing (docs/decisions/0079-plr-license.md).
 */
export const projectLicenseRoutes = ({ database }: AppDeps) =>
  endpointRoutes(
    route(projectLicenseApi.read, async (c, answer) =>
      answer(await readProjectLicense(database.db, c.get('user').id, c.req.param('id'))),
    ),
    route(projectLicenseApi.save, async (c, answer) =>
      answer(await saveProjectLicense(database.db, c.get('user').id, c.req.param('id'), c.req.valid('json'))),
    ),
  );
