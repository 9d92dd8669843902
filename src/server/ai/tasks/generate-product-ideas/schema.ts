import { z } from 'zod';
import { LIMITS } from '../../../../shared/limits.js';
import { generateProductIdeasResult, type IdeaResult } from '../../../../shared/schemas/idea.js';

/** The shape the model answers in; the answer is then held to the shared result schema. */
export const productIdeasOutput = z.object({
  ideas: z.array(
    z.object({
      concept: z.string().describe('2–3 sentences: what the product is, the transformation it delivers, its format'),
      targetAudience: z.string().describe('One sentence naming exactly who it is for'),
      sellingPoints: z.array(z.string()).describe('3 to 5 concrete differentiators tied to the audience’s pain points'),
      modules: z.array(z.string()).describe('5 to 8 parts in order, each "<Unit> N: <specific title>"'),
    }),
  ),
});
export type ProductIdeasOutput = z.infer<typeof productIdeasOutput>;

export function toIdeaResults(output: ProductIdeasOutput): IdeaResult[] | undefined {
  const parsed = generateProductIdeasResult.safeParse({ ideas: output.ideas.slice(0, LIMITS.itemsPerGeneration) });
  return parsed.success && parsed.data.ideas.length > 0 ? parsed.data.ideas : undefined;
}
