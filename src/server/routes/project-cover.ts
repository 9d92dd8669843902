import { COVER_DOWNLOAD_SHAPES, projectCoverApi } from '../../shared/api/project-cover.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { limitPerUser } from '../http/limit-per-user.js';
import { COVER_DRAWINGS_LIMIT } from '../services/covers/cover-drawings-at-once.js';
import { redrawProjectCover } from '../services/covers/redraw-project-cover.js';
import { openCoverShape } from '../services/downloads/open-cover-shape.js';
import { getProject } from '../services/projects/get-project.js';

/**
 * POST /api/projects/:id/cover/redraw: the owner's project's cover redrawn with its book plan's title, subtitle and
 * author (docs/decisions/0036-cover-follows-the-plan.md); answers the project as GET /api/projects/:id does. A user
 * has at most COVER_DRAWINGS_AT_ONCE redraws under way (docs/decisions/0068-cover-work-off-the-main-thread.md).
 * GET /api/projects/:id/cover/{ebook|banner|square}: its cover drawn again at that shape from its design, a JPEG
 * named after the book (docs/decisions/0051-cover-shapes-and-wrap-cover.md). Owner only.
 */
export const projectCoverRoutes = ({ database, storage, storageQuota }: AppDeps) =>
  endpointRoutes(
    route(projectCoverApi.redraw, [limitPerUser(COVER_DRAWINGS_LIMIT)], async (c, answer) => {
      const userId = c.get('user').id;
      const id = c.req.param('id');
      await redrawProjectCover(database.db, storage, storageQuota, userId, id);
      return answer(await getProject(database.db, userId, id));
    }),
    ...COVER_DOWNLOAD_SHAPES.map((shape) =>
      route(projectCoverApi[shape], async (c) => {
        const { bytes, mimeType, disposition } = await openCoverShape(
          database.db,
          storage,
          c.get('user').id,
          c.req.param('id'),
          shape,
        );
        return new Response(bytes, {
          headers: {
            'content-type': mimeType,
            'content-length': String(bytes.length),
            'content-disposition': disposition,
            'cache-control': 'private, no-cache',
          },
        });
      }),
    ),
  );
