import { apiFetch } from '@/lib/api-client';
import type { GenerateNichesBody, GenerateNichesResult } from '../../../shared/schemas/niche.js';

export async function generateNiches(body: GenerateNichesBody) {
  const { niches } = await apiFetch<GenerateNichesResult>('/api/generate-niches', { method: 'POST', body });
  return niches;
}
