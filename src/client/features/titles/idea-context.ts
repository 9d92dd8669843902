import type { SavedIdea } from '../../../shared/api-types.js';
import type { GenerateTitlesBody } from '../../../shared/schemas/title.js';

/** generate-titles for a saved idea: its concept, with the rest of the idea as context. */
export function titlesBodyForIdea(idea: SavedIdea, tone: GenerateTitlesBody['tone']): GenerateTitlesBody {
  return {
    tone,
    productConcept: idea.concept,
    ideaContext: { targetAudience: idea.targetAudience, sellingPoints: idea.sellingPoints, modules: idea.modules },
  };
}
