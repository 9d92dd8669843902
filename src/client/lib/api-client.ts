export const GENERIC_ERROR_MESSAGE = 'An error occurred. Please try again.';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
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

function isErrorBody(value: unknown): value is { error: { code?: unknown; message?: unknown } } {
  return typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'object';
}

async function toApiError(response: Response) {
  const body: unknown = await response.json().catch(() => null);
  if (isErrorBody(body)) {
    const { code, message } = body.error;
    return new ApiError(
      response.status,
      typeof code === 'string' ? code : `HTTP_${response.status}`,
      typeof message === 'string' && message ? message : GENERIC_ERROR_MESSAGE,
    );
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
    throw new ApiError(0, 'NETWORK_ERROR', 'Cannot reach the server. Please check your connection and try again.');
  }

  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await apiResponse(path, request);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
