import { projectListingApi } from '../../shared/api/project-listing.js';
import type { AppDeps } from '../http/context.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { jsonResponse } from '../http/json-response.js';
import { generateListing } from '../services/listings/generate-listing.js';
import { readListing } from '../services/listings/read-listing.js';
import { saveListing } from '../services/listings/save-listing.js';
import { withFailureMessage } from '../services/with-failure-message.js';

/**
 * GET /api/projects/:id/listing: the owner's project's listing; PUT saves it whole, a field a store would refuse being
 * a 400 naming the store; POST …/generate writes the named fields (or all) from the book, keeping each one's text
 * before (docs/decisions/0057-listing.md).
 */
export const projectListingRoutes = ({ database, ai, generationLimiter, logger }: AppDeps) => {
  const generation = { db: database.db, ai, limiter: generationLimiter, logger };
  return endpointRoutes(
    route(projectListingApi.read, async (c) => {
      const listing = await withFailureMessage(c.get('logger'), 'Failed to load the listing', () =>
        readListing(database.db, c.get('user').id, c.req.param('id')),
      );
      return jsonResponse(c, projectListingApi.read, listing);
    }),
    route(projectListingApi.save, async (c) => {
      const listing = await withFailureMessage(c.get('logger'), 'Failed to save the listing', () =>
        saveListing(database.db, c.get('user').id, c.req.param('id'), c.req.valid('json')),
      );
      return jsonResponse(c, projectListingApi.save, listing);
    }),
    route(projectListingApi.generate, async (c) => {
      const listing = await withFailureMessage(c.get('logger'), 'Failed to write the listing', () =>
        generateListing(generation, c.get('user').id, c.req.param('id'), c.req.raw.signal, c.req.valid('json').fields),
      );
      return jsonResponse(c, projectListingApi.generate, listing);
    }),
  );
};
