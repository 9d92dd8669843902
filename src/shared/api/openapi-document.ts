import { z } from 'zod';
import { errorBody } from '../schemas/error.js';
import type { Answer, Endpoint } from './endpoint.js';

const DESCRIPTION = [
  'The API of the Infoforge app, as its own pages call it.',
  '',
  'Sign in with `POST /api/auth/sign-in/email` (`{ "email", "password" }`): the answer sets the session cookie',
  '(`better-auth.session_token`, `__Secure-better-auth.session_token` over HTTPS), which every endpoint not marked',
  'public needs. The `/api/auth/*` endpoints (sign up, sign in and out, the session, passwords) are better-auth’s',
  'and are not listed here. A request that changes anything (POST, PUT, PATCH, DELETE) must carry an `Origin`',
  'header naming the app’s own origin.',
  '',
  'Every error answers `{ "error": { "code", "message", "field"? } }`; `field` names the input a 400 is about.',
].join('\n');

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  503: 'Service Unavailable',
};

/**
 * The JSON Schema of what a schema accepts: the JSON a caller sends, or the JSON an endpoint answers. Its dialect
 * is OpenAPI 3.1's own, so the `$schema` naming it is left out.
 */
function jsonSchemaOf(schema: z.ZodType) {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return jsonSchema;
}

/** `/api/projects/:id/book` as OpenAPI writes it: `/api/projects/{id}/book`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const paramNamesOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map(([, name]) => name!);

/** `GET /api/projects/:id/book` → `getApiProjectsIdBook`. */
const operationIdOf = ({ method, path }: Endpoint) =>
  method.toLowerCase() +
  path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

function queryParameters(query: z.ZodType) {
  const schema = jsonSchemaOf(query);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function responseOf(status: number, answer: Answer) {
  const description = STATUS_TEXT[status] ?? String(status);
  if ('json' in answer) return { description, content: { 'application/json': { schema: jsonSchemaOf(answer.json) } } };
  if ('ndjson' in answer) {
    return {
      description: `${description}: a stream of JSON values, one a line, each as the schema says`,
      content: { 'application/x-ndjson': { schema: jsonSchemaOf(answer.ndjson) } },
    };
  }
  if ('file' in answer)
    return { description, content: Object.fromEntries([answer.file].flat().map((mediaType) => [mediaType, {}])) };
  return { description };
}

function operationOf(endpoint: Endpoint, errorResponse: object) {
  const parameters = [
    ...paramNamesOf(endpoint.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...(endpoint.query ? queryParameters(endpoint.query) : []),
  ];
  return {
    operationId: operationIdOf(endpoint),
    summary: endpoint.summary,
    ...(endpoint.public ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            // The server reads a missing body as {}, so a body is needed only when {} is not one.
            required: !endpoint.body.safeParse({}).success,
            content: { 'application/json': { schema: jsonSchemaOf(endpoint.body) } },
          },
        }
      : {}),
    responses: {
      ...Object.fromEntries(
        Object.entries(endpoint.responses).map(([status, answer]) => [status, responseOf(Number(status), answer)]),
      ),
      default: errorResponse,
    },
  };
}

/** The OpenAPI 3.1 document of the endpoints: their paths, parameters, bodies and answers. */
export function openApiDocument(endpoints: readonly Endpoint[]) {
  const errorResponse = {
    description: 'An error',
    content: { 'application/json': { schema: jsonSchemaOf(errorBody) } },
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const item = (paths[openApiPath(endpoint.path)] ??= {});
    item[endpoint.method.toLowerCase()] = operationOf(endpoint, errorResponse);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Infoforge API', version: '1.0.0', description: DESCRIPTION },
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'better-auth.session_token',
          description: 'The session cookie set by signing in (with the __Secure- prefix over HTTPS).',
        },
      },
    },
    security: [{ session: [] }],
    paths,
  };
}
