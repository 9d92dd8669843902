import { brandNow, rebrandOutcome, rebrandRequest } from '../schemas/rebrand.js';
import { endpoint } from './endpoint.js';

/** Rebrand: a new name, links and cover colours across the whole product in one step (docs/decisions/0080-rebrand.md). */
export const projectRebrandApi = {
  read: endpoint({
    method: 'GET',
    path: '/api/projects/:id/rebrand',
    failure: 'Failed to load the brand',
    summary: "What a rebrand starts from: the author's name, every link the product prints, and the cover's colours",
    responses: { 200: { json: brandNow } },
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/projects/:id/rebrand/preview',
    failure: 'Failed to preview the rebrand',
    summary: 'What a rebrand would change, place by place, before and after; nothing is saved',
    body: rebrandRequest,
    responses: { 200: { json: rebrandOutcome } },
  }),
  apply: endpoint({
    method: 'POST',
    path: '/api/projects/:id/rebrand',
    failure: 'Failed to rebrand the product',
    summary:
      'Replaces the name and links in the plan, every section and the listing in one step, and draws the cover again with the new name and colours',
    body: rebrandRequest,
    responses: { 200: { json: rebrandOutcome } },
  }),
};
