import { apiFetch } from '@/lib/api-client';
import { generateNichesResult, type GenerateNichesBody } from '../../../shared/schemas/niche.js';

export async function generateNiches(body: GenerateNichesBody) {
  const { niches } = await apiFetch('/api/generate-niches', generateNichesResult, { method: 'POST', body });
  return niches;
}
