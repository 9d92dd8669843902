import { apiFetch } from '@/lib/api-client';
import { generateTitlesResult, type GenerateTitlesBody } from '../../../shared/schemas/title.js';

export async function generateTitles(body: GenerateTitlesBody) {
  const { titles } = await apiFetch('/api/generate-titles', generateTitlesResult, { method: 'POST', body });
  return titles;
}
