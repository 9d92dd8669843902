/** The generate-* calls that answer at once, shared by the tools, the project page and the Create wizard. */
import { apiFetch } from '@/lib/api-client';
import { generateCoverImageResult, type GenerateCoverImageBody } from '../../shared/schemas/cover.js';
import { generateProductIdeasResult, type GenerateProductIdeasBody } from '../../shared/schemas/idea.js';
import { generateNichesResult, type GenerateNichesBody } from '../../shared/schemas/niche.js';
import { generateTitlesResult, type GenerateTitlesBody } from '../../shared/schemas/title.js';

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

export async function generateCoverImage(body: GenerateCoverImageBody) {
  const { imageUrl } = await apiFetch('/api/generate-cover-image', generateCoverImageResult, { method: 'POST', body });
  return imageUrl;
}
