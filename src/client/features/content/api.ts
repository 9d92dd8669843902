import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/api-client';
import { savedItemsKey } from '@/lib/api/query-keys';
import { contentSectionsResult } from '@shared/schemas/content';

export function contentSectionsQueryOptions() {
  return queryOptions({
    queryKey: [...savedItemsKey('content'), 'sections'],
    queryFn: async ({ signal }) => {
      const body = await apiFetch('/api/content/sections', contentSectionsResult, { signal });
      return body.sections;
    },
  });
}
