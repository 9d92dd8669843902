import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callEndpoint } from '../../../tests/support/call-endpoint.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import { ALL_ENDPOINTS } from '../../shared/api/all-endpoints.js';
import { errorBody } from '../../shared/schemas/error.js';
import { meApi } from '../../shared/api/me.js';
import { openApi } from '../../shared/api/openapi.js';
import { openApiPath } from '../../shared/api/openapi-document.js';
import { savedItemApi } from '../../shared/api/saved-items.js';

const jsonSchema = z.looseObject({
  type: z.string().optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
  required: z.array(z.string()).optional(),
});
const operation = z.object({
  operationId: z.string(),
  summary: z.string().min(1),
  security: z.array(z.unknown()).optional(),
  parameters: z
    .array(z.object({ name: z.string(), in: z.enum(['path', 'query']), required: z.boolean(), schema: z.unknown() }))
    .optional(),
  requestBody: z
    .object({ required: z.boolean(), content: z.object({ 'application/json': z.object({ schema: jsonSchema }) }) })
    .optional(),
  responses: z.record(
    z.string().regex(/^(\d{3}|default)$/),
    z.object({
      description: z.string().min(1),
      content: z.record(z.string(), z.object({ schema: jsonSchema.optional() })).optional(),
    }),
  ),
});
const document = z.object({
  openapi: z.literal('3.1.0'),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  components: z.object({ securitySchemes: z.object({ session: z.looseObject({ in: z.literal('cookie') }) }) }),
  security: z.array(z.object({ session: z.array(z.string()) })),
  paths: z.record(z.string(), z.record(z.string().regex(/^(get|post|put|patch|delete)$/), operation)),
});
type Operation = z.output<typeof operation>;

/** The shallow check of a body against the JSON Schema the document gives it: every key declared, none missing. */
function expectShapeOf(body: object, schema: Operation['responses'][string]) {
  const declared = jsonSchema.parse(schema.content?.['application/json']?.schema);
  expect(Object.keys(body).sort()).toEqual(expect.arrayContaining(declared.required ?? []));
  expect(Object.keys(declared.properties ?? {})).toEqual(expect.arrayContaining(Object.keys(body)));
}

describe('GET /api/openapi.json', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterEach(() => ctx.close());

  const readDocument = async () => document.parse(await callEndpoint(ctx.anonymous(), openApi.document, 200));

  it('describes every endpoint of the table, without a session, in OpenAPI 3.1', async () => {
    const { paths } = await readDocument();
    for (const endpoint of ALL_ENDPOINTS) {
      const described = paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(described, `${endpoint.method} ${endpoint.path}`).toMatchObject({ summary: endpoint.summary });
      expect(described?.responses.default, 'the error body').toBeDefined();
      expect(described?.security, 'public or not').toEqual(endpoint.public ? [] : undefined);
    }
    const operationIds = Object.values(paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('lists exactly the routes the app serves: every /api route but better-auth’s, and no path it does not serve', async () => {
    const { paths } = await readDocument();
    const documented = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const served = new Set(
      ctx.app.routes
        .filter(({ method, path }) => method !== 'ALL' && !path.startsWith('/api/auth/') && !path.includes('*'))
        .map(({ method, path }) => `${method} ${openApiPath(path)}`),
    );
    const servedApi = [...served].filter((route) => route.split(' ')[1]!.startsWith('/api/'));
    expect(documented).toEqual(expect.arrayContaining(servedApi));
    expect([...served]).toEqual(expect.arrayContaining(documented));
  });

  it('declares each path parameter, the query of a list and the body of a save', async () => {
    const { paths } = await readDocument();
    for (const [path, item] of Object.entries(paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      for (const op of Object.values(item)) {
        const inPath = (op.parameters ?? []).filter((parameter) => parameter.in === 'path');
        expect(inPath.map((parameter) => parameter.name)).toEqual(names);
      }
    }
    const list = paths['/api/titles']!.get!;
    expect(list.parameters?.filter((parameter) => parameter.in === 'query').map(({ name }) => name)).toEqual([
      'search',
      'cursor',
      'limit',
    ]);
    const save = paths['/api/titles']!.post!.requestBody!;
    expect(save.required).toBe(true);
    expect(save.content['application/json'].schema.required).toEqual(expect.arrayContaining(['title', 'tone']));
    expect(paths['/api/projects/{id}/documents']!.post!.requestBody!.required).toBe(false);
  });

  it('gives the answers of real calls the shape it declares for them', async () => {
    const { paths } = await readDocument();
    const owner = await ctx.signUp({ name: 'Maya Chen' });
    const me = await callEndpoint(owner, meApi.read, 200);
    expectShapeOf(me, paths['/api/me']!.get!.responses['200']!);

    const body = { title: 'Prep Once', tone: 'friendly' };
    const saved = await callEndpoint(owner, savedItemApi.titles.create, 201, { body });
    expectShapeOf(saved, paths['/api/titles']!.post!.responses['201']!);
    const page = await callEndpoint(owner, savedItemApi.titles.list, 200);
    expectShapeOf(page, paths['/api/titles']!.get!.responses['200']!);

    const missing = await owner.call(savedItemApi.titles.read, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    expectShapeOf(errorBody.parse(await missing.json()), paths['/api/titles/{id}']!.get!.responses.default!);
  });
});
