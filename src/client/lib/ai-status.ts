import { queryOptions } from '@tanstack/react-query';
import type { AiStatus } from '../../shared/api-types.js';
import { apiFetch } from './api-client';

export function aiStatusQueryOptions() {
  return queryOptions({
    queryKey: ['ai-status'],
    queryFn: ({ signal }) => apiFetch<AiStatus>('/api/ai', { signal }),
    staleTime: Infinity,
    meta: { silent: true },
  });
}
