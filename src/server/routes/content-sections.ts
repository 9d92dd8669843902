import { contentSectionApi } from '../../shared/api/content-sections.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { listSectionStamps } from '../services/saved-items/list-section-stamps.js';

export const contentSectionRoutes = ({ database }: AppDeps) =>
  endpointRoutes(
    route(contentSectionApi.list, async (c, answer) =>
      answer({ sections: await listSectionStamps(database.db, c.get('user').id) }),
    ),
  );
