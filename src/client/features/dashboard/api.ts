import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { DashboardSummary } from '../../../shared/api-types.js';

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => apiFetch<DashboardSummary>('/api/dashboard', { signal }),
    // Counters change whenever anything is saved elsewhere: read them afresh on every visit.
    staleTime: 0,
  });
}
