import { coverImageApi } from '../../shared/api/cover-images.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { openCoverImage } from '../services/covers/cover-files.js';

/** A stored file never changes (a new cover is a new file), so the owner's browser may keep it for good. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** GET /api/covers/images/<file id>.png: the owner's cover image; anyone else's, or a missing one, is a 404. */
export const coverImageRoutes = ({ storage }: AppDeps) =>
  endpointRoutes(
    route(coverImageApi.read, async (c) => {
      const file = await openCoverImage(storage, c.get('user').id, c.req.param('file'));
      return new Response(file.body, {
        headers: {
          'content-type': file.contentType,
          'content-length': String(file.size),
          'cache-control': CACHE_CONTROL,
        },
      });
    }),
  );
