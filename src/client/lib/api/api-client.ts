import type { z } from 'zod';
import { pathWith, type Answered, type Endpoint, type PathParams } from '@shared/api/endpoint';
import type { ErrorBody } from '@shared/schemas/error';

export const GENERIC_ERROR_MESSAGE = 'An error occurred. Please try again.';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The input a refusal is about, when the server names one (e.g. 'interests'). */
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, options?: ErrorOptions & { field?: string }) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = options?.field;
  }
}

/** A call as it is sent, whatever its endpoint. */
interface Call {
  params?: Readonly<Record<string, string>>;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * A call of an endpoint of the table (src/shared/api/): the parameters its path names, and the query and body its
 * schemas accept.
 */
export type ApiRequest<E extends Endpoint> = Call &
  (keyof PathParams<E['path']> extends never ? { params?: undefined } : { params: PathParams<E['path']> }) &
  (E extends { query: infer Query extends z.ZodType } ? { query?: z.input<Query> } : { query?: undefined }) &
  (E extends { body: infer Body extends z.ZodType } ? { body?: z.input<Body> } : { body?: undefined });

/** The request's argument: needed when the path names parameters, else it may be left out. */
type RequestArgument<E extends Endpoint> = keyof PathParams<E['path']> extends never
  ? [request?: ApiRequest<E>]
  : [request: ApiRequest<E>];

/** The endpoint's path with its parameters, and the query's values that are not empty. */
function buildUrl(endpoint: Endpoint, params?: Readonly<Record<string, string>>, query?: object) {
  const path = pathWith(endpoint.path, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const searchText = search.toString();
  return searchText ? `${path}?${searchText}` : path;
}

/** What the call accepts: a stream's lines for an endpoint that streams, else JSON. */
const acceptOf = (endpoint: Endpoint) =>
  Object.values(endpoint.responses).some((answer) => 'ndjson' in answer) ? 'application/x-ndjson' : 'application/json';

/** The failure when the server could not be reached at all, the one failure whose words are the client's own. */
export const networkError = () =>
  new ApiError(0, 'NETWORK_ERROR', 'Cannot reach the server. Please check your connection and try again.');

/**
 * Whether an error answer's body is the server's error body. Checked by hand rather than with its zod schema: every
 * page meets this module before any other needs zod, and loading zod for this alone would cost a phone's page load.
 */
function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string' &&
    (!('field' in error) || error.field === undefined || typeof error.field === 'string')
  );
}

async function toApiError(response: Response) {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorBody(body)) {
    const { code, message, field } = body.error;
    return new ApiError(response.status, code, message || GENERIC_ERROR_MESSAGE, { field });
  }
  return new ApiError(response.status, `HTTP_${response.status}`, GENERIC_ERROR_MESSAGE);
}

/** The successful response itself, for bodies read as a stream; an error answer throws its ApiError. */
export function apiResponse<E extends Endpoint>(endpoint: E, ...[request]: RequestArgument<E>): Promise<Response> {
  return send(endpoint, request);
}

async function send(endpoint: Endpoint, { params, query, body, signal }: Call = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: acceptOf(endpoint) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(endpoint, params, query), {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw networkError();
  }

  if (!response.ok) throw await toApiError(response);
  return response;
}

/**
 * The endpoint's answer, parsed by the schema the table declares for its status (nothing for a 204): an answer that
 * does not match the contract throws an ApiError ('INVALID_RESPONSE') rather than reaching the screen.
 */
export async function apiFetch<E extends Endpoint>(endpoint: E, ...request: RequestArgument<E>): Promise<Answered<E>>;
export async function apiFetch(endpoint: Endpoint, request?: Call): Promise<unknown> {
  const response = await send(endpoint, request);
  const answer = endpoint.responses[response.status];
  if (answer && 'empty' in answer) return undefined;
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = answer && 'json' in answer ? answer.json.safeParse(body) : undefined;
  if (!parsed?.success) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', GENERIC_ERROR_MESSAGE, { cause: parsed?.error });
  }
  return parsed.data;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
