import { meApi } from '../../shared/api/me.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';

/** The signed-in user, as resolved with their session: no further query on this, the request of every page load. */
export const meRoutes = () => endpointRoutes(route(meApi.read, (c, answer) => answer(c.get('user'))));
