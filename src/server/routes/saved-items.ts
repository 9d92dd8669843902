import type { SavedItemEndpoints } from '../../shared/api/saved-items.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { limitPerUser } from '../http/limit-per-user.js';
import { answerKeptListPage, keptPages } from '../http/saved-list-pages/index.js';
import type { Page } from '../services/saved-items/saved-item-store.js';
import type { SavedItemKind } from '../services/saved-items/saved-item-kinds.js';
import { createOnce } from '../services/saved-items/create-once.js';
import { updateSavedItem } from '../services/saved-items/update-saved-item.js';

/**
 * list (pages of summaries, newest first, with an ETag and kept until the user's saved items change:
 * docs/decisions/0019), count, get, the projects that use an item (GET /:id/usage), create, update and delete of
 * one kind of saved item. An update or delete of a part a project uses makes that project's documents stale.
 */
export function savedItemRoutes<Input extends { saveKey?: string }, Item extends { id: string }, Summary>(
  { database }: AppDeps,
  kind: SavedItemKind<Input, Item, Summary>,
  api: SavedItemEndpoints<Item, Summary, Input>,
) {
  const store = kind.store(database.db);
  const kept = keptPages<Page<Summary>>();
  // A kind whose saves are heavy lets each user have only a few under way at once, refused before the body is parsed.
  const admitSave = kind.savesAtOnce ? [limitPerUser(kind.savesAtOnce)] : [];
  const saveAround = (userId: string, input: Input, save: (input: Input) => Promise<Item>) =>
    kind.saveAround ? kind.saveAround(database.db, userId, input, save) : save(input);
  return endpointRoutes(
    route(api.list, (c) => {
      const userId = c.get('user').id;
      const query = c.req.valid('query');
      return answerKeptListPage(c, api.list, database.db, { kept, query }, () => store.list(userId, query));
    }),
    route(api.count, async (c, answer) => answer({ count: await store.count(c.get('user').id) })),
    route(api.read, async (c, answer) => answer(await store.get(c.get('user').id, c.req.param('id')))),
    route(api.usage, async (c, answer) => answer(await store.usage(c.get('user').id, c.req.param('id')))),
    route(api.create, admitSave, async (c, answer) => {
      const input = c.req.valid('json');
      const userId = c.get('user').id;
      const item = await saveAround(userId, input, (saved) =>
        createOnce(database.db, userId, saved.saveKey, {
          create: (db) => kind.store(db).create(userId, saved),
          get: (db, id) => kind.store(db).get(userId, id),
        }),
      );
      return answer(item, 201);
    }),
    route(api.update, admitSave, async (c, answer) => {
      const input = c.req.valid('json');
      const userId = c.get('user').id;
      const id = c.req.param('id');
      // Another user's or a missing item is a 404 before anything is checked or stored for it.
      await store.get(userId, id);
      return answer(await saveAround(userId, input, (saved) => updateSavedItem(database.db, kind, userId, id, saved)));
    }),
    route(api.remove, async (c) => {
      await store.remove(c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    }),
  );
}
