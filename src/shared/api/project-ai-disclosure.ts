import { aiDisclosure, aiDisclosureCorrections } from '../schemas/ai-disclosure.js';
import { endpoint } from './endpoint.js';

/** KDP's questions about AI-generated content, answered from the record (docs/decisions/0057-listing.md). */
export const projectAiDisclosureApi = {
  read: endpoint({
    method: 'GET',
    path: '/api/projects/:id/ai-disclosure',
    failure: 'Failed to load the AI disclosure',
    summary: "KDP's AI-generated content questions (text, images, translations) answered from what the app stored",
    responses: { 200: { json: aiDisclosure } },
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/projects/:id/ai-disclosure',
    failure: 'Failed to save the AI disclosure',
    summary:
      "Corrects the derived answers; null brings a kind's derived answer back; an answer against the record needs againstRecord",
    body: aiDisclosureCorrections,
    responses: { 200: { json: aiDisclosure } },
  }),
};
