import { savedCardPage, savedCardsQuery } from '../schemas/saved-item.js';
import { endpoint } from './endpoint.js';

/** My Saved Content: saved items of every kind, as cards. */
export const savedCardApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/saved-items',
    failure: 'Failed to load your content',
    summary: 'A page of My Saved Content: cards of one kind of saved item, or of every kind',
    query: savedCardsQuery,
    responses: { 200: { json: savedCardPage } },
  }),
};
