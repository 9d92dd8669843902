import { apiFetch } from '@/lib/api-client';
import type { GenerateTitlesBody, GenerateTitlesResult } from '../../../shared/schemas/title.js';

export async function generateTitles(body: GenerateTitlesBody) {
  const { titles } = await apiFetch<GenerateTitlesResult>('/api/generate-titles', { method: 'POST', body });
  return titles;
}
