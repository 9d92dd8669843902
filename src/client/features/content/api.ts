import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/api-client';
import { savedItemsKey } from '@/lib/api/query-keys';
import { contentSectionApi } from '@shared/api/content-sections';

export function contentSectionsQueryOptions() {
  return queryOptions({
    queryKey: [...savedItemsKey('content'), 'sections'],
    queryFn: async ({ signal }) => {
      const body = await apiFetch(contentSectionApi.list, { signal });
      return body.sections;
    },
  });
}
