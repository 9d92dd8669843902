import { jsonResponse } from '../http/json-response.js';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.js';
import { listSectionStamps } from '../services/saved-items/list-section-stamps.js';
import { withFailureMessage } from '../services/with-failure-message.js';

export const contentSectionRoutes = ({ database }: AppDeps) =>
  new Hono<AppEnv>().get('/', async (c) => {
    const sections = await withFailureMessage(c.get('logger'), 'Failed to load content data', () =>
      listSectionStamps(database.db, c.get('user').id),
    );
    return jsonResponse(c, { sections });
  });
