import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isApiError } from './api-client';
import { announceDataChange } from '@/lib/saved-items/data-change-broadcast';
import { isSessionQuery, sessionQueryKey } from '@/lib/auth/session';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
  }
}

function shouldRetry(failureCount: number, error: unknown) {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** A 401 means the session ended elsewhere: re-reading it sends the user to /login. */
function recheckSessionOn401(error: unknown): boolean {
  if (!isApiError(error, 401)) return false;
  void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  return true;
}

export const queryClient: QueryClient = new QueryClient({
  // Every write made through a mutation tells the app's other tabs, so the screens open there read it again.
  mutationCache: new MutationCache({ onError: recheckSessionOn401, onSuccess: () => announceDataChange() }),
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!isSessionQuery(query.queryKey) && recheckSessionOn401(error)) return;
      if (isApiError(error, 403) || query.meta?.silent) return;
      console.error(error);
      toast.error(error.message, { id: query.queryHash });
    },
  }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry },
  },
});
