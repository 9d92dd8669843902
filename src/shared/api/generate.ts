import { aiStatus } from '../schemas/ai.js';
import { contentStreamEvent, generateContentRequest } from '../schemas/content.js';
import { generateCoverImageRequest, generateCoverImageResult } from '../schemas/cover.js';
import { generateProductIdeasInput, generateProductIdeasResult } from '../schemas/idea.js';
import { generateNichesInput, generateNichesResult } from '../schemas/niche.js';
import { generateTitlesInput, generateTitlesResult } from '../schemas/title.js';
import { endpoint } from './endpoint.js';

/** The generators of the tools, and the AI provider they use. */
export const generateApi = {
  niches: endpoint({
    method: 'POST',
    path: '/api/generate-niches',
    summary: 'Niches for the interests given',
    body: generateNichesInput,
    responses: { 200: { json: generateNichesResult } },
  }),
  productIdeas: endpoint({
    method: 'POST',
    path: '/api/generate-product-ideas',
    summary: 'Product ideas for a niche',
    body: generateProductIdeasInput,
    responses: { 200: { json: generateProductIdeasResult } },
  }),
  titles: endpoint({
    method: 'POST',
    path: '/api/generate-titles',
    summary: 'Titles for a product idea',
    body: generateTitlesInput,
    responses: { 200: { json: generateTitlesResult } },
  }),
  content: endpoint({
    method: 'POST',
    path: '/api/generate-content',
    summary: 'A section of content, streamed as it is written: text lines, then done (or error)',
    body: generateContentRequest,
    responses: { 200: { ndjson: contentStreamEvent } },
  }),
  coverImage: endpoint({
    method: 'POST',
    path: '/api/generate-cover-image',
    summary: 'A cover drawn and stored; its image is read from the URL answered',
    body: generateCoverImageRequest,
    responses: { 200: { json: generateCoverImageResult } },
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/ai',
    summary: 'The AI provider and model in use',
    responses: { 200: { json: aiStatus } },
  }),
};
