import { queryOptions } from '@tanstack/react-query';
import { aiStatus } from '@shared/schemas/ai';
import { apiFetch } from '@/lib/api/api-client';

export function aiStatusQueryOptions() {
  return queryOptions({
    queryKey: ['ai-status'],
    queryFn: ({ signal }) => apiFetch('/api/ai', aiStatus, { signal }),
    staleTime: Infinity,
    meta: { silent: true },
  });
}
