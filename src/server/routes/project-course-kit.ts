import { projectCourseKitApi } from '../../shared/api/project-course-kit.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { COURSE_KIT_FORMATS } from '../../shared/course-kit.js';
import { makeCourseKitFile } from '../services/course-kit/make-course-kit-file.js';

/**
 * GET /api/projects/:id/course-kit/quiz-bank/{gift|qti|csv}: the owner's course's quiz bank, made from its plan as
 * saved now (docs/decisions/0073-course-plan.md).
 */
export const projectCourseKitRoutes = ({ database }: AppDeps) =>
  endpointRoutes(
    ...COURSE_KIT_FORMATS.map((format) =>
      route(projectCourseKitApi[format], async (c) => {
        const file = await makeCourseKitFile(database.db, c.get('user').id, c.req.param('id'), format);
        return new Response(file.bytes, {
          headers: {
            'content-type': file.contentType,
            'content-length': String(file.bytes.byteLength),
            'content-disposition': file.disposition,
            'cache-control': 'private, no-cache',
          },
        });
      }),
    ),
  );
