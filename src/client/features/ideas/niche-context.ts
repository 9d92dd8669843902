import type { SavedNiche } from '@shared/schemas/niche';
import type { GenerateProductIdeasBody } from '@shared/schemas/idea';

/** What generate-product-ideas learns from a saved niche. */
export function nicheContextOf(niche: SavedNiche): GenerateProductIdeasBody['nicheContext'] {
  return {
    name: niche.name,
    marketSize: niche.marketSize,
    competitionLevel: niche.competitionLevel,
    profitPotential: niche.profitPotential,
    demographics: niche.demographics,
  };
}
