import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/api-client';
import { dashboardKey } from '@/lib/api/query-keys';
import { dashboardApi } from '@shared/api/dashboard';

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => apiFetch(dashboardApi.read, { signal }),
    // Counters change whenever anything is saved elsewhere: the dashboard's route reads them afresh on every visit
    // (router.tsx), and the page shows that read rather than asking again as it mounts.
    staleTime: 10_000,
  });
}
