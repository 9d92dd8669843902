import { projectCourseApi, projectCourseKitApi } from '../../shared/api/project-course-kit.js';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { fileAnswer } from '../http/file-answer.js';
import { COURSE_KIT_FORMATS } from '../../shared/course-kit.js';
import { makeCourseKitFile } from '../services/course-kit/make-course-kit-file.js';
import { readCourseView } from '../services/course-kit/read-course-view.js';

/**
 * GET /api/projects/:id/course: the owner's course's modules as written; GET /api/projects/:id/course-kit/…: each
 * file of its kit, made from its plan as saved and its modules as written now (docs/decisions/0073-course-plan.md,
 * 0074-course-run.md), while the user waits, within `filesMade` (services/downloads/files-made-at-once.ts).
 */
export const projectCourseKitRoutes = ({ database }: AppDeps, filesMade: MiddlewareHandler<AppEnv>) =>
  endpointRoutes(
    route(projectCourseApi.read, async (c, answer) =>
      answer(await readCourseView(database.db, c.get('user').id, c.req.param('id'))),
    ),
    ...COURSE_KIT_FORMATS.map((format) =>
      route(projectCourseKitApi[format], [filesMade], async (c) =>
        fileAnswer(await makeCourseKitFile(database.db, c.get('user').id, c.req.param('id'), format)),
      ),
    ),
  );
