import { currentUser } from '../schemas/me.js';
import { endpoint } from './endpoint.js';

/** The signed-in user. */
export const meApi = {
  read: endpoint({
    method: 'GET',
    path: '/api/me',
    summary: 'The signed-in user',
    responses: { 200: { json: currentUser } },
  }),
};
