import { createMiddleware } from 'hono/factory';
import { projectApi } from '../../shared/api/projects.js';
import type { AppDeps, AppEnv } from '../http/context.js';
import { endpointRoutes, route, type EndpointHandler } from '../http/endpoint-routes.js';
import { answerListPage } from '../http/saved-list-pages/index.js';
import { readBookPlan } from '../services/book-model/read-book-plan.js';
import { saveBookPlan } from '../services/book-plans/save-book-plan.js';
import { draftCourseModule } from '../services/course-modules/draft-course-module.js';
import { createProjectWithDocuments } from '../services/projects/create-project-with-documents.js';
import { deleteProject } from '../services/projects/delete-project.js';
import { findProject } from '../services/book-model/find-project.js';
import { getProject, readProjectDetail } from '../services/projects/get-project.js';
import { listProjects } from '../services/projects/list-projects.js';
import { replaceSections, updateProject } from '../services/projects/update-project.js';

/**
 * The user's projects: a paged list searched by title, create (and start its documents), the joined read, changes,
 * the ordered sections, the book plan (a course module's draft too) and delete.
 */
export const projectRoutes = ({ database, storage, storageQuota, jobs, ai, generationLimiter, logger }: AppDeps) => {
  const db = database.db;
  const generation = { db, ai, limiter: generationLimiter, logger };
  const read = (userId: string, id: string) => getProject(db, userId, id);
  /** Another user's project is a 404 before its body is looked at, like a missing one. */
  const ownProject = createMiddleware<AppEnv>(async (c, next) => {
    await findProject(db, c.get('user').id, c.req.param('id') ?? '');
    await next();
  });
  /** PATCH and PUT alike. */
  const update: EndpointHandler<typeof projectApi.update> = async (c, answer) => {
    const userId = c.get('user').id;
    const id = c.req.param('id');
    await updateProject(db, userId, id, c.req.valid('json'));
    return answer(await read(userId, id));
  };
  return endpointRoutes(
    route(projectApi.list, (c) =>
      answerListPage(c, projectApi.list, db, () => listProjects(db, c.get('user').id, c.req.valid('query'))),
    ),
    route(projectApi.create, async (c, answer) => {
      const userId = c.get('user').id;
      const created = await createProjectWithDocuments(
        { db, jobs, storage, storageQuota },
        c.get('logger'),
        userId,
        c.req.valid('json'),
      );
      return answer(await readProjectDetail(db, userId, created), 201);
    }),
    route(projectApi.read, async (c, answer) => answer(await read(c.get('user').id, c.req.param('id')))),
    route(projectApi.update, [ownProject], update),
    route(projectApi.updateWithPut, [ownProject], update),
    route(projectApi.replaceSections, [ownProject], async (c, answer) => {
      const userId = c.get('user').id;
      const id = c.req.param('id');
      await replaceSections(db, userId, id, c.req.valid('json').contentIds);
      return answer(await read(userId, id));
    }),
    route(projectApi.readPlan, async (c, answer) =>
      answer(await readBookPlan(db, c.get('user').id, c.req.param('id'))),
    ),
    route(projectApi.savePlan, [ownProject], async (c, answer) => {
      const { revision, ...plan } = c.req.valid('json');
      return answer(await saveBookPlan(db, c.get('user').id, c.req.param('id'), plan, revision));
    }),
    route(projectApi.draftModule, [ownProject], async (c, answer) =>
      answer(
        await draftCourseModule(generation, c.get('user').id, c.req.param('id'), c.req.valid('json'), c.req.raw.signal),
      ),
    ),
    route(projectApi.remove, async (c) => {
      await deleteProject(db, storage, c.get('logger'), c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    }),
  );
};
