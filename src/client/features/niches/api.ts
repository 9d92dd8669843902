import { apiFetch } from '@/lib/api-client';
import { savedItemsQueryOptions } from '@/lib/saved-items';
import type { GenerateNichesBody, GenerateNichesResult } from '../../../shared/schemas/niche.js';

export function nichesQueryOptions() {
  return savedItemsQueryOptions('niches');
}

export async function generateNiches(body: GenerateNichesBody) {
  const { niches } = await apiFetch<GenerateNichesResult>('/api/generate-niches', { method: 'POST', body });
  return niches;
}
