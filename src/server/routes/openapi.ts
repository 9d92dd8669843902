import { ALL_ENDPOINTS } from '../../shared/api/all-endpoints.js';
import { openApi } from '../../shared/api/openapi.js';
import { openApiDocument } from '../../shared/api/openapi-document.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';

/** GET /api/openapi.json, public: the API's OpenAPI document, written from the endpoint table when first asked. */
export const openApiRoutes = () => {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return endpointRoutes(route(openApi.document, (_c, answer) => answer((document ??= openApiDocument(ALL_ENDPOINTS)))));
};
