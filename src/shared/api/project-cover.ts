import { projectDetail } from '../schemas/project.js';
import { endpoint } from './endpoint.js';

/** A project's cover kept in step with its book plan (docs/decisions/0036-cover-follows-the-plan.md). */
export const projectCoverApi = {
  redraw: endpoint({
    method: 'POST',
    path: '/api/projects/:id/cover/redraw',
    summary:
      "Redraws the project's cover with its book plan's title, subtitle and author in the cover's own style; its files are then out of date",
    responses: { 200: { json: projectDetail } },
  }),
};
