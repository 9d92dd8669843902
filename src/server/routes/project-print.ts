import { projectPrintApi } from '../../shared/api/project-print.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { readPrintEdition, savePrintSettings } from '../services/print/print-settings.js';

/**
 * GET /api/projects/:id/print: the owner's project's print edition; PUT sets up or changes its settings, a trim or
 * paper not in the list being a 400 that names the allowed values (docs/decisions/0050-print-edition.md).
 */
export const projectPrintRoutes = ({ database }: AppDeps) =>
  endpointRoutes(
    route(projectPrintApi.read, async (c, answer) =>
      answer(await readPrintEdition(database.db, c.get('user').id, c.req.param('id'))),
    ),
    route(projectPrintApi.save, async (c, answer) =>
      answer(await savePrintSettings(database.db, c.get('user').id, c.req.param('id'), c.req.valid('json'))),
    ),
  );
