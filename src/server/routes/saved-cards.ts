import { jsonResponse } from '../http/json-response.js';
import { Hono } from 'hono';
import { savedCardsQuery } from '../../shared/schemas/saved-item.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { validate } from '../http/validate.js';
import { listSavedCards } from '../services/saved-items/list-saved-cards.js';
import { withFailureMessage } from '../services/saved-items/with-failure-message.js';

/** GET /api/saved-items: My Saved Content's cards, of one kind or of all. */
export const savedCardRoutes = ({ database }: AppDeps) =>
  new Hono<AppEnv>().get('/', validate('query', savedCardsQuery), async (c) => {
    const page = await withFailureMessage(c.get('logger'), 'Failed to load your content', () =>
      listSavedCards(database.db, c.get('user').id, c.req.valid('query')),
    );
    return jsonResponse(c, page);
  });
