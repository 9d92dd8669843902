import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiFetch, apiResponse } from '@/lib/api-client';
import { readNdjson } from '@/lib/read-ndjson';
import { savedItemsKey } from '@/lib/saved-items';
import {
  contentSectionsResult,
  contentStreamEvent,
  type GenerateContentBody,
} from '../../../shared/schemas/content.js';

export function contentSectionsQueryOptions() {
  return queryOptions({
    queryKey: [...savedItemsKey('content'), 'sections'],
    queryFn: async ({ signal }) => {
      const body = await apiFetch('/api/content/sections', contentSectionsResult, { signal });
      return body.sections;
    },
  });
}

/**
 * The markdown of generate-content as it is written. It ends normally only on the server's `done`;
 * an `error` event, a stream cut short or an unreadable line throws.
 */
export async function* streamContent(body: GenerateContentBody, signal: AbortSignal): AsyncGenerator<string> {
  const response = await apiResponse('/api/generate-content', {
    method: 'POST',
    body,
    signal,
    accept: 'application/x-ndjson',
  });
  if (!response.body) throw new Error('The content response has no body');
  for await (const value of readNdjson(response.body)) {
    const event = contentStreamEvent.parse(value);
    if (event.type === 'done') return;
    if (event.type === 'error') throw new ApiError(502, 'BAD_GATEWAY', event.message);
    yield event.text;
  }
  throw new Error('The content stream ended before it was complete');
}
