import { apiFetch } from '@/lib/api-client';
import { generateProductIdeasResult, type GenerateProductIdeasBody } from '../../../shared/schemas/idea.js';

export async function generateProductIdeas(body: GenerateProductIdeasBody) {
  const { ideas } = await apiFetch('/api/generate-product-ideas', generateProductIdeasResult, { method: 'POST', body });
  return ideas;
}
