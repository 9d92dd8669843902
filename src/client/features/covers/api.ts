import { apiFetch } from '@/lib/api-client';
import { generateCoverImageResult, type GenerateCoverImageBody } from '../../../shared/schemas/cover.js';

export async function generateCoverImage(body: GenerateCoverImageBody) {
  const { imageUrl } = await apiFetch('/api/generate-cover-image', generateCoverImageResult, { method: 'POST', body });
  return imageUrl;
}
