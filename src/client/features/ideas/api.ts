import { apiFetch } from '@/lib/api-client';
import type { GenerateProductIdeasBody, GenerateProductIdeasResult } from '../../../shared/schemas/idea.js';

export async function generateProductIdeas(body: GenerateProductIdeasBody) {
  const { ideas } = await apiFetch<GenerateProductIdeasResult>('/api/generate-product-ideas', { method: 'POST', body });
  return ideas;
}
