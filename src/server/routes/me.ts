import { Hono } from 'hono';
import { jsonResponse } from '../http/json-response.js';
import type { AppEnv } from '../http/context.js';

/** The signed-in user, as resolved with their session: no further query on this, the request of every page load. */
export const meRoutes = () => new Hono<AppEnv>().get('/', (c) => jsonResponse(c, c.get('user')));
