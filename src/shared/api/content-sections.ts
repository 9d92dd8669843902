import { contentSectionsResult } from '../schemas/content.js';
import { endpoint } from './endpoint.js';

/** The user's content sections, named and dated, for choosing a project's sections. */
export const contentSectionApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/content/sections',
    failure: 'Failed to load content data',
    summary: "The names and dates of every one of the user's content sections",
    responses: { 200: { json: contentSectionsResult } },
  }),
};
