import { apiFetch } from '@/lib/api-client';
import { savedItemsQueryOptions } from '@/lib/saved-items';
import type { GenerateProductIdeasBody, GenerateProductIdeasResult } from '../../../shared/schemas/idea.js';

export function ideasQueryOptions() {
  return savedItemsQueryOptions('ideas');
}

export function savedNichesQueryOptions() {
  return savedItemsQueryOptions('niches');
}

export async function generateProductIdeas(body: GenerateProductIdeasBody) {
  const { ideas } = await apiFetch<GenerateProductIdeasResult>('/api/generate-product-ideas', { method: 'POST', body });
  return ideas;
}
