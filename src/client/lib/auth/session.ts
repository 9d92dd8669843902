import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR_MESSAGE, networkError } from '@/lib/api/api-client';
import type { Session } from './auth-client';

export const sessionQueryKey = ['session'] as const;

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
  if (response.ok) return (await response.json()) as Session | null;
  const refusal = ((await response.json().catch(() => null)) ?? {}) as { code?: string; message?: string };
  const fallback = response.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : GENERIC_ERROR_MESSAGE;
  throw new ApiError(response.status, refusal.code ?? 'SESSION_ERROR', refusal.message || fallback);
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
