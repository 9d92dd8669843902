import { ALL_ENDPOINTS } from '../../shared/api/all-endpoints.js';
import { openApi } from '../../shared/api/openapi.js';
import { openApiDocument } from '../../shared/api/openapi-document.js';
import { endpointRoutes, route } from '../http/endpoint-routes.js';
import { jsonResponse } from '../http/json-response.js';

/** GET /api/openapi.json, public: the API's OpenAPI document, written from the endpoint table when first asked. */
export const openApiRoutes = () => {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return endpointRoutes(
    route(openApi.document, (c) => {
      document ??= openApiDocument(ALL_ENDPOINTS);
      return jsonResponse(c, openApi.document, document);
    }),
  );
};
