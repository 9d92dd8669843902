import { queryOptions } from '@tanstack/react-query';
import { generateApi } from '@shared/api/generate';
import { apiFetch } from '@/lib/api/api-client';

export function aiStatusQueryOptions() {
  return queryOptions({
    queryKey: ['ai-status'],
    queryFn: ({ signal }) => apiFetch(generateApi.status, { signal }),
    staleTime: Infinity,
    meta: { silent: true },
  });
}
