import { productLicense, projectLicense } from '../schemas/license.js';
import { endpoint } from './endpoint.js';

/** The license a product is sold with, printed on its files' copyright pages (docs/decisions/0079-plr-license.md). */
export const projectLicenseApi = {
  read: endpoint({
    method: 'GET',
    path: '/api/projects/:id/license',
    failure: 'Failed to load the license',
    summary: "The license the project is sold with: none, or a preset's rights as its creator set them",
    responses: { 200: { json: projectLicense } },
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/projects/:id/license',
    failure: 'Failed to save the license',
    summary:
      'Chooses the license: none, or PLR, MRR, RR or personal use with each right YES or NO; a change makes the files out of date',
    body: productLicense,
    responses: { 200: { json: projectLicense } },
  }),
};
