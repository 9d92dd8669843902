import { generateListingInput, listing, listingFields } from '../schemas/listing.js';
import { endpoint } from './endpoint.js';

/** What a store asks for besides the files, written from the book (docs/decisions/0057-listing.md). */
export const projectListingApi = {
  read: endpoint({
    method: 'GET',
    path: '/api/projects/:id/listing',
    failure: 'Failed to load the listing',
    summary:
      "The project's listing: description, blurb, keywords, categories, author bio, Etsy title and tags, summary",
    responses: { 200: { json: listing } },
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/projects/:id/listing',
    failure: 'Failed to save the listing',
    summary: 'Saves the whole listing; a field a store would refuse is a 400 naming the store and its limit',
    body: listingFields,
    responses: { 200: { json: listing } },
  }),
  generate: endpoint({
    method: 'POST',
    path: '/api/projects/:id/listing/generate',
    failure: 'Failed to write the listing',
    summary: "Writes the named fields (or all) from the book's plan and parts, keeping each one's text before",
    body: generateListingInput,
    responses: { 200: { json: listing } },
  }),
};
