import type { SavedIdea } from '@shared/schemas/idea';

/**
 * What generate-titles and generate-content learn about the product from a saved idea (docs/product-rules.md R12, R13).
 */
export function ideaContextOf(idea: SavedIdea) {
  return {
    concept: idea.concept,
    targetAudience: idea.targetAudience,
    sellingPoints: idea.sellingPoints,
    modules: idea.modules,
  };
}
