import { contentSectionApi } from '../../shared/api/content-sections.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { jsonResponse } from '../http/json-response.js';
import { listSectionStamps } from '../services/saved-items/list-section-stamps.js';
import { withFailureMessage } from '../services/with-failure-message.js';

export const contentSectionRoutes = ({ database }: AppDeps) =>
  endpointRoutes(
    route(contentSectionApi.list, async (c) => {
      const sections = await withFailureMessage(c.get('logger'), 'Failed to load content data', () =>
        listSectionStamps(database.db, c.get('user').id),
      );
      return jsonResponse(c, contentSectionApi.list, { sections });
    }),
  );
