import { z } from 'zod';

/** GET /api/openapi.json: the API described in OpenAPI 3.1, checked here only in its outline. */
export const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
