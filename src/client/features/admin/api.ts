import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/api-client';
import { adminStats, listUsersResult } from '@shared/schemas/admin';

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => apiFetch('/api/admin/stats', adminStats, { signal }),
  });
}

export function adminUsersQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['admin', 'users', search],
    queryFn: async ({ signal }) => {
      const body = await apiFetch('/api/admin/users', listUsersResult, { query: { search }, signal });
      return body.users;
    },
    placeholderData: keepPreviousData,
  });
}
