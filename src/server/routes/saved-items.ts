import { Hono } from 'hono';
import type { z } from 'zod';
import type { AppDeps, AppEnv } from '../http/context.js';
import { validate } from '../http/validate.js';
import type { ItemTable, SavedItemKind } from '../services/saved-items/saved-item-kinds.js';
import { savedItemStore } from '../services/saved-items/saved-item-store.js';

/** list (newest first), count, get, create, update and delete of one kind of saved item. */
export function savedItemRoutes<Table extends ItemTable, Schema extends z.ZodType, Item>(
  { database }: AppDeps,
  kind: SavedItemKind<Table, z.output<Schema>, Item>,
  schema: Schema,
) {
  const store = savedItemStore(database.db, kind);
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ items: await store.list(c.var.user.id) }))
    .get('/count', async (c) => c.json({ count: await store.count(c.var.user.id) }))
    .get('/:id', async (c) => c.json(await store.get(c.var.user.id, c.req.param('id'))))
    .post('/', validate('json', schema), async (c) =>
      c.json(await store.create(c.var.user.id, c.req.valid('json') as z.output<Schema>), 201),
    )
    .put('/:id', validate('json', schema), async (c) =>
      c.json(await store.update(c.var.user.id, c.req.param('id'), c.req.valid('json') as z.output<Schema>)),
    )
    .delete('/:id', async (c) => {
      await store.remove(c.var.user.id, c.req.param('id'));
      return c.body(null, 204);
    });
}
