import { Hono } from 'hono';
import { savedCardsQuery } from '../../shared/schemas/saved-item.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { answerListPage } from '../http/saved-list-pages/answer-list-page.js';
import { validate } from '../http/validate.js';
import { listSavedCards } from '../services/saved-items/list-saved-cards.js';
import { withFailureMessage } from '../services/with-failure-message.js';

/** GET /api/saved-items: My Saved Content's cards, of one kind or of all. */
export const savedCardRoutes = ({ database }: AppDeps) =>
  new Hono<AppEnv>().get('/', validate('query', savedCardsQuery), (c) =>
    withFailureMessage(c.get('logger'), 'Failed to load your content', () =>
      answerListPage(c, database.db, () => listSavedCards(database.db, c.get('user').id, c.req.valid('query'))),
    ),
  );
