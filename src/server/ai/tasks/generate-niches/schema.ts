import { z } from 'zod';
import { LIMITS } from '../../../../shared/limits.js';
import { generateNichesResult, type NicheResult } from '../../../../shared/schemas/niche.js';

/**
 * The shape the model answers in. It carries no length limits (not every provider's structured
 * output accepts them); the answer is then held to the shared result schema.
 */
export const nichesOutput = z.object({
  niches: z.array(
    z.object({
      name: z.string().describe('Specific niche name naming the audience and the problem or outcome'),
      marketSize: z.string().describe('Small, Medium or Large, then one sentence of reasoning'),
      competitionLevel: z.string().describe('Low, Medium or High, then one sentence on the gap left open'),
      profitPotential: z.string().describe('Low, Medium or High, then one sentence with a realistic price point'),
      demographics: z.object({
        age: z.string().describe('Typical age range, e.g. 28–40'),
        income: z.string().describe('Typical income level with a short qualifier'),
        painPoints: z.array(z.string()).describe('3 to 5 concrete problems in the audience’s own words'),
      }),
    }),
  ),
});
export type NichesOutput = z.infer<typeof nichesOutput>;

/** The niches held to the shared limits, at most `itemsPerGeneration`; undefined when none is usable. */
export function toNicheResults(output: NichesOutput): NicheResult[] | undefined {
  const parsed = generateNichesResult.safeParse({ niches: output.niches.slice(0, LIMITS.itemsPerGeneration) });
  return parsed.success && parsed.data.niches.length > 0 ? parsed.data.niches : undefined;
}
