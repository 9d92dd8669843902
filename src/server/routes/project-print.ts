import { projectPrintApi } from '../../shared/api/project-print.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { jsonResponse } from '../http/json-response.js';
import { readPrintEdition, savePrintSettings } from '../services/print/print-settings.js';
import { withFailureMessage } from '../services/with-failure-message.js';

/**
 * GET /api/projects/:id/print: the owner's project's print edition; PUT sets up or changes its settings, a trim or
 * paper not in the list being a 400 that names the allowed values (docs/decisions/0050-print-edition.md).
 */
export const projectPrintRoutes = ({ database }: AppDeps) =>
  endpointRoutes(
    route(projectPrintApi.read, async (c) => {
      const edition = await withFailureMessage(c.get('logger'), 'Failed to load the print edition', () =>
        readPrintEdition(database.db, c.get('user').id, c.req.param('id')),
      );
      return jsonResponse(c, projectPrintApi.read, edition);
    }),
    route(projectPrintApi.save, async (c) => {
      const edition = await withFailureMessage(c.get('logger'), 'Failed to save the print edition', () =>
        savePrintSettings(database.db, c.get('user').id, c.req.param('id'), c.req.valid('json')),
      );
      return jsonResponse(c, projectPrintApi.save, edition);
    }),
  );
