import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR_MESSAGE, networkError } from '@/lib/api/api-client';

export const sessionQueryKey = ['session'] as const;

/** What the pages use of better-auth's session answer: the signed-in user. */
export interface Session {
  user: { id: string; email: string; name: string };
}

/** What a 429 says when the answer carries no message of its own (a proxy's, say). */
const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';

/**
 * better-auth's session endpoint, read with a plain fetch rather than its client library: every page asks for the
 * session as it opens, and evaluating that library is main-thread work a phone would do before the page answers.
 * The pages that sign in, up or out load the library when they need it. An error answer is better-auth's own
 * `{ code, message }`.
 */
async function fetchSession(): Promise<Session | null> {
  let response: Response;
  try {
    response = await fetch('/api/auth/get-session', { headers: { Accept: 'application/json' } });
  } catch {
    throw networkError();
  }
  if (response.ok) {
    const body: unknown = await response.json();
    if (body === null || isSession(body)) return body;
    throw new ApiError(response.status, 'SESSION_ERROR', GENERIC_ERROR_MESSAGE);
  }
  const refusal: unknown = await response.json().catch(() => null);
  const { code, message } = isRefusal(refusal) ? refusal : {};
  const fallback = response.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : GENERIC_ERROR_MESSAGE;
  throw new ApiError(response.status, code ?? 'SESSION_ERROR', message || fallback);
}

/**
 * Whether a session answer is a signed-in session holding the user fields the pages read. Checked by hand, as
 * api-client checks its error body: every page reads the session first, and zod is not loaded for it.
 */
function isSession(body: unknown): body is Session {
  if (typeof body !== 'object' || body === null || !('user' in body)) return false;
  const { user } = body;
  return (
    typeof user === 'object' &&
    user !== null &&
    'id' in user &&
    typeof user.id === 'string' &&
    'email' in user &&
    typeof user.email === 'string' &&
    'name' in user &&
    typeof user.name === 'string'
  );
}

/** Whether an error answer is better-auth's `{ code, message }`, either of which may be missing. */
function isRefusal(body: unknown): body is { code?: string; message?: string } {
  if (typeof body !== 'object' || body === null) return false;
  return (
    (!('code' in body) || typeof body.code === 'string') && (!('message' in body) || typeof body.message === 'string')
  );
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,
    staleTime: 60_000,
    refetchOnWindowFocus: 'always',
    meta: { silent: true },
  });
}

/**
 * The session, or the error that kept it from being read (a 429, a server error): a session that could not be read
 * is unknown, not signed out, so callers must not send the user to /login for it.
 */
export function useSession() {
  const { data, isPending, error, refetch } = useQuery(sessionQueryOptions());
  const unreadable = data === undefined && error ? error : null;
  return { session: data ?? null, isPending, error: unreadable, retry: () => void refetch() };
}

export function reloadSession(queryClient: QueryClient) {
  return queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
}

export function isSessionQuery(queryKey: readonly unknown[]) {
  return queryKey[0] === sessionQueryKey[0];
}
