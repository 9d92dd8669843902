import { createMiddleware } from 'hono/factory';
import { projectApi } from '../../shared/api/projects.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { endpointRoutes, route, type EndpointHandler } from '../http/endpoint-routes.js';
import { jsonResponse } from '../http/json-response.js';
import { answerListPage } from '../http/saved-list-pages/index.js';
import { readBookPlan } from '../services/book-plans/read-book-plan.js';
import { saveBookPlan } from '../services/book-plans/save-book-plan.js';
import { createProjectWithDocuments } from '../services/projects/create-project-with-documents.js';
import { deleteProject } from '../services/projects/delete-project.js';
import { findProject } from '../services/projects/find-project.js';
import { getProject, readProjectDetail } from '../services/projects/get-project.js';
import { listProjects } from '../services/projects/list-projects.js';
import { replaceSections, updateProject } from '../services/projects/update-project.js';
import { withFailureMessage } from '../services/with-failure-message.js';

/**
 * The user's projects: a paged list searched by title, create (and start its documents), the joined read, changes,
 * the ordered sections, the book plan and delete.
 */
export const projectRoutes = ({ database, storage, storageQuota, jobs }: AppDeps) => {
  const db = database.db;
  const read = (userId: string, id: string) => getProject(db, userId, id);
  /** Another user's project is a 404 before its body is looked at, like a missing one. */
  const ownProject = createMiddleware<AppEnv>(async (c, next) => {
    await withFailureMessage(c.get('logger'), 'Failed to load project', () =>
      findProject(db, c.get('user').id, c.req.param('id') ?? ''),
    );
    await next();
  });
  /** PATCH and PUT alike. */
  const update: EndpointHandler<typeof projectApi.update> = async (c) => {
    const userId = c.get('user').id;
    const id = c.req.param('id');
    const project = await withFailureMessage(c.get('logger'), 'Failed to update project', async () => {
      await updateProject(db, userId, id, c.req.valid('json'));
      return read(userId, id);
    });
    return jsonResponse(c, projectApi.update, project);
  };
  return endpointRoutes(
    route(projectApi.list, (c) =>
      withFailureMessage(c.get('logger'), 'Failed to load saved items', () =>
        answerListPage(c, projectApi.list, db, () => listProjects(db, c.get('user').id, c.req.valid('query'))),
      ),
    ),
    route(projectApi.create, async (c) => {
      const userId = c.get('user').id;
      const logger = c.get('logger');
      const project = await withFailureMessage(logger, 'Failed to save project', async () => {
        const created = await createProjectWithDocuments(db, jobs, storageQuota, logger, userId, c.req.valid('json'));
        return readProjectDetail(db, userId, created);
      });
      return jsonResponse(c, projectApi.create, project, 201);
    }),
    route(projectApi.read, async (c) => {
      const project = await withFailureMessage(c.get('logger'), 'Failed to load project', () =>
        read(c.get('user').id, c.req.param('id')),
      );
      return jsonResponse(c, projectApi.read, project);
    }),
    route(projectApi.update, ownProject, update),
    route(projectApi.updateWithPut, ownProject, update),
    route(projectApi.replaceSections, ownProject, async (c) => {
      const userId = c.get('user').id;
      const id = c.req.param('id');
      const project = await withFailureMessage(c.get('logger'), 'Failed to add content sections', async () => {
        await replaceSections(db, userId, id, c.req.valid('json').contentIds);
        return read(userId, id);
      });
      return jsonResponse(c, projectApi.replaceSections, project);
    }),
    route(projectApi.readPlan, async (c) => {
      const plan = await withFailureMessage(c.get('logger'), 'Failed to load the book plan', () =>
        readBookPlan(db, c.get('user').id, c.req.param('id')),
      );
      return jsonResponse(c, projectApi.readPlan, plan);
    }),
    route(projectApi.savePlan, ownProject, async (c) => {
      const plan = await withFailureMessage(c.get('logger'), 'Failed to save the book plan', () =>
        saveBookPlan(db, c.get('user').id, c.req.param('id'), c.req.valid('json')),
      );
      return jsonResponse(c, projectApi.savePlan, plan);
    }),
    route(projectApi.remove, async (c) => {
      await withFailureMessage(c.get('logger'), 'Failed to delete item', () =>
        deleteProject(db, storage, c.get('logger'), c.get('user').id, c.req.param('id')),
      );
      return c.body(null, 204);
    }),
  );
};
