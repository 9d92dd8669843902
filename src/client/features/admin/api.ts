import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/api-client';
import { adminApi } from '@shared/api/admin';

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => apiFetch(adminApi.stats, { signal }),
  });
}

/** The users whose full name holds `search`, newest first, a page at a time. */
export function adminUsersQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: ['admin', 'users', search],
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
      apiFetch(adminApi.users, { query: { search, cursor: pageParam }, signal }),
    initialPageParam: undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
