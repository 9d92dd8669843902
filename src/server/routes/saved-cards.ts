import { savedCardApi } from '../../shared/api/saved-cards.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { answerListPage } from '../http/saved-list-pages/index.js';
import { listSavedCards } from '../services/saved-items/list-saved-cards.js';

/** GET /api/saved-items: My Saved Content's cards, of one kind or of all. */
export const savedCardRoutes = ({ database }: AppDeps) =>
  endpointRoutes(
    route(savedCardApi.list, (c) =>
      answerListPage(c, savedCardApi.list, database.db, () =>
        listSavedCards(database.db, c.get('user').id, c.req.valid('query')),
      ),
    ),
  );
