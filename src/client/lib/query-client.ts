import { QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isApiError } from './api-client';
import { isSessionQuery, sessionQueryKey } from './session';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
  }
}

function shouldRetry(failureCount: number, error: unknown) {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (isApiError(error, 401) && !isSessionQuery(query.queryKey)) {
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        return;
      }
      if (isApiError(error, 403) || query.meta?.silent) return;
      console.error(error);
      toast.error(error.message, { id: query.queryHash });
    },
  }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry },
  },
});
