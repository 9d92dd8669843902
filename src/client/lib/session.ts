import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR_MESSAGE } from './api-client';
import { authClient, type Session } from './auth-client';

export const sessionQueryKey = ['session'] as const;

async function fetchSession(): Promise<Session | null> {
  const { data, error } = await authClient.getSession();
  if (error) throw new ApiError(error.status, error.code ?? 'SESSION_ERROR', error.message ?? GENERIC_ERROR_MESSAGE);
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

export function useSession() {
  const { data, isPending } = useQuery(sessionQueryOptions());
  return { session: data ?? null, isPending };
}

export function reloadSession(queryClient: QueryClient) {
  return queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
}

export function isSessionQuery(queryKey: readonly unknown[]) {
  return queryKey[0] === sessionQueryKey[0];
}
