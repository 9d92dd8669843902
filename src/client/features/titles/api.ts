import { apiFetch } from '@/lib/api-client';
import { savedItemsQueryOptions } from '@/lib/saved-items';
import type { GenerateTitlesBody, GenerateTitlesResult } from '../../../shared/schemas/title.js';

export function titlesQueryOptions() {
  return savedItemsQueryOptions('titles');
}

export function savedIdeasQueryOptions() {
  return savedItemsQueryOptions('ideas');
}

export async function generateTitles(body: GenerateTitlesBody) {
  const { titles } = await apiFetch<GenerateTitlesResult>('/api/generate-titles', { method: 'POST', body });
  return titles;
}
