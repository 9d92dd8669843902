import { jsonResponse } from '../http/json-response.js';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.js';
import { getCurrentUser } from '../services/users/get-current-user.js';

export const meRoutes = ({ database }: AppDeps) =>
  new Hono<AppEnv>().get('/', async (c) => jsonResponse(c, await getCurrentUser(database.db, c.get('user'))));
