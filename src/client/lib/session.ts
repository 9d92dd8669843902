import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR_MESSAGE } from './api-client';
import { authClient, type Session } from './auth-client';

export const sessionQueryKey = ['session'] as const;

/** What a 429 says when the answer carries no message of its own (a proxy's, say). */
const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';

async function fetchSession(): Promise<Session | null> {
  const { data, error } = await authClient.getSession();
  if (error) {
    const fallback = error.status === 429 ? TOO_MANY_REQUESTS_MESSAGE : GENERIC_ERROR_MESSAGE;
    throw new ApiError(error.status, error.code ?? 'SESSION_ERROR', error.message || fallback);
  }
  return data;
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
