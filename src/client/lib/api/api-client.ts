import type { z } from 'zod';
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

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  accept?: string;
}

function buildUrl(path: string, query: ApiRequest['query']) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

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
export async function apiResponse(
  path: string,
  { method = 'GET', query, body, signal, accept = 'application/json' }: ApiRequest = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
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
 * The endpoint's answer, parsed by its response schema (`src/shared/schemas/`): an answer that does not
 * match the contract throws an ApiError ('INVALID_RESPONSE') rather than reaching the screen.
 */
export async function apiFetch<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  request: ApiRequest = {},
): Promise<z.output<Schema>> {
  const response = await apiResponse(path, request);
  const body: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', GENERIC_ERROR_MESSAGE, { cause: parsed.error });
  }
  return parsed.data;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
