/**
 * The generate-* calls (docs/product-rules.md R10–R14), shared by the generator tools, the project page and the Create
 * wizard.
 */
import { ApiError, apiFetch, apiResponse } from '@/lib/api/api-client';
import { readNdjson } from '@/lib/api/read-ndjson';
import { contentStreamEvent, type GenerateContentRequestBody } from '@shared/schemas/content';
import { generateCoverImageResult, type GenerateCoverImageBody } from '@shared/schemas/cover';
import { generateProductIdeasResult, type GenerateProductIdeasBody } from '@shared/schemas/idea';
import { generateNichesResult, type GenerateNichesBody } from '@shared/schemas/niche';
import { generateTitlesResult, type GenerateTitlesBody } from '@shared/schemas/title';

export async function generateNiches(body: GenerateNichesBody) {
  const { niches } = await apiFetch('/api/generate-niches', generateNichesResult, { method: 'POST', body });
  return niches;
}

export async function generateProductIdeas(body: GenerateProductIdeasBody) {
  const { ideas } = await apiFetch('/api/generate-product-ideas', generateProductIdeasResult, { method: 'POST', body });
  return ideas;
}

export async function generateTitles(body: GenerateTitlesBody) {
  const { titles } = await apiFetch('/api/generate-titles', generateTitlesResult, { method: 'POST', body });
  return titles;
}

export function generateCoverImage(body: GenerateCoverImageBody) {
  return apiFetch('/api/generate-cover-image', generateCoverImageResult, { method: 'POST', body });
}

/**
 * The markdown of generate-content as it is written. It ends normally only on the server's `done`;
 * an `error` event, a stream cut short or an unreadable line throws.
 */
export async function* streamContent(body: GenerateContentRequestBody, signal: AbortSignal): AsyncGenerator<string> {
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
