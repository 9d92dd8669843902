/**
 * The generate-* calls (docs/product-rules.md R10–R14), shared by the generator tools, the project page and the Create
 * wizard.
 */
import { ApiError, apiFetch, apiResponse } from '@/lib/api/api-client';
import { readNdjson } from '@/lib/api/read-ndjson';
import { generateApi } from '@shared/api/generate';
import { contentStreamEvent, type GenerateContentRequestBody } from '@shared/schemas/content';
import type { GenerateCoverImageBody } from '@shared/schemas/cover';
import type { GenerateProductIdeasBody } from '@shared/schemas/idea';
import type { GenerateNichesBody } from '@shared/schemas/niche';
import type { GenerateTitlesBody } from '@shared/schemas/title';

export async function generateNiches(body: GenerateNichesBody) {
  const { niches } = await apiFetch(generateApi.niches, { body });
  return niches;
}

export async function generateProductIdeas(body: GenerateProductIdeasBody) {
  const { ideas } = await apiFetch(generateApi.productIdeas, { body });
  return ideas;
}

export async function generateTitles(body: GenerateTitlesBody) {
  const { titles } = await apiFetch(generateApi.titles, { body });
  return titles;
}

/** A cover drawn and stored; the preview it `replaces` on its page is given back unless it was saved. */
export function generateCoverImage(body: GenerateCoverImageBody, replaces?: string) {
  return apiFetch(generateApi.coverImage, { body: { ...body, replaces } });
}

/**
 * The markdown of generate-content as it is written. It ends normally only on the server's `done`;
 * an `error` event, a stream cut short or an unreadable line throws.
 */
export async function* streamContent(body: GenerateContentRequestBody, signal: AbortSignal): AsyncGenerator<string> {
  const response = await apiResponse(generateApi.content, { body, signal });
  if (!response.body) throw new Error('The content response has no body');
  for await (const value of readNdjson(response.body)) {
    const event = contentStreamEvent.parse(value);
    if (event.type === 'done') return;
    if (event.type === 'error') throw new ApiError(502, 'BAD_GATEWAY', event.message);
    yield event.text;
  }
  throw new Error('The content stream ended before it was complete');
}
