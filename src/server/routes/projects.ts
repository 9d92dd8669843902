import { jsonResponse } from '../http/json-response.js';
import { Hono } from 'hono';
import { listQuery } from '../../shared/schemas/saved-item.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { validate } from '../http/validate.js';
import { deleteProject } from '../services/projects/delete-project.js';
import { listProjects } from '../services/projects/list-projects.js';
import { withFailureMessage } from '../services/saved-items/with-failure-message.js';

/** The projects of My Saved Content: a paged list searched by title, and delete. */
export const projectRoutes = ({ database }: AppDeps) =>
  new Hono<AppEnv>()
    .get('/', validate('query', listQuery), async (c) => {
      const page = await withFailureMessage(c.var.logger, 'Failed to load saved items', () =>
        listProjects(database.db, c.var.user.id, c.req.valid('query')),
      );
      return jsonResponse(c, page);
    })
    .delete('/:id', async (c) => {
      await withFailureMessage(c.var.logger, 'Failed to delete item', () =>
        deleteProject(database.db, c.var.user.id, c.req.param('id')),
      );
      return c.body(null, 204);
    });
