import { projectListingApi } from '../../shared/api/project-listing.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { generateListing } from '../services/listings/generate-listing.js';
import { readListing } from '../services/book-model/read-listing.js';
import { saveListing } from '../services/listings/save-listing.js';

/**
 * GET /api/projects/:id/listing: the owner's project's listing; PUT saves it whole, a field a store would refuse being
 * a 400 naming the store; POST …/generate writes the named fields (or all) from the book, keeping each one's text
 * before (docs/decisions/0057-listing.md).
 */
export const projectListingRoutes = ({ database, ai, generationLimiter, logger }: AppDeps) => {
  const generation = { db: database.db, ai, limiter: generationLimiter, logger };
  return endpointRoutes(
    route(projectListingApi.read, async (c, answer) =>
      answer(await readListing(database.db, c.get('user').id, c.req.param('id'))),
    ),
    route(projectListingApi.save, async (c, answer) =>
      answer(await saveListing(database.db, c.get('user').id, c.req.param('id'), c.req.valid('json'))),
    ),
    route(projectListingApi.generate, async (c, answer) => {
      const { fields } = c.req.valid('json');
      return answer(await generateListing(generation, c.get('user').id, c.req.param('id'), c.req.raw.signal, fields));
    }),
  );
};
