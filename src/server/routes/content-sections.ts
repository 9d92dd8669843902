import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.js';
import { listSectionStamps } from '../services/saved-items/list-section-stamps.js';

export const contentSectionRoutes = ({ database }: AppDeps) =>
  new Hono<AppEnv>().get('/', async (c) => c.json({ sections: await listSectionStamps(database.db, c.var.user.id) }));
