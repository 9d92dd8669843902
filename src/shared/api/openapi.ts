import { openApiDocument } from '../schemas/openapi.js';
import { endpoint } from './endpoint.js';

/** The description of this API, for a creator's own tools. */
export const openApi = {
  document: endpoint({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This document: every endpoint of the API in OpenAPI 3.1',
    public: true,
    responses: { 200: { json: openApiDocument } },
  }),
};
