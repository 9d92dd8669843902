import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { AdminStats, AdminUserRow } from '../../../shared/api-types.js';

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => apiFetch<AdminStats>('/api/admin/stats', { signal }),
  });
}

export function adminUsersQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['admin', 'users', search],
    queryFn: async ({ signal }): Promise<AdminUserRow[]> => {
      const body = await apiFetch<{ users: AdminUserRow[] }>('/api/admin/users', { query: { search }, signal });
      return body.users;
    },
    placeholderData: keepPreviousData,
  });
}
