import { z } from 'zod';
import { LIMITS, MAX_LIST_ITEMS } from '../limits.js';
import { plainText, requiredText, textList } from './fields.js';
import { pageOf, saveKey, savedItemFields } from './saved-item.js';

/**
 * Body of generate-niches (docs/product-rules.md R10). The wizard sends `budget` instead of `budgetRange`;
 * either is accepted and the result always carries `budgetRange`.
 */
export const generateNichesInput = z
  .object({
    targetAudience: requiredText('Target audience', LIMITS.longText),
    interests: requiredText('Interests', LIMITS.longText, 'Interests are required'),
    budgetRange: plainText('Budget range', LIMITS.name).optional(),
    budget: plainText('Budget range', LIMITS.name).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.budgetRange && !value.budget) {
      ctx.addIssue({ code: 'custom', path: ['budgetRange'], message: 'Budget range is required' });
    }
  })
  .transform(({ targetAudience, interests, budgetRange, budget }) => ({
    targetAudience,
    interests,
    budgetRange: budgetRange || budget || '',
  }));
export type GenerateNichesInput = z.output<typeof generateNichesInput>;
export type GenerateNichesBody = z.input<typeof generateNichesInput>;

const nicheDemographics = z.object({
  age: plainText('Age', LIMITS.longText),
  income: plainText('Income', LIMITS.longText),
  painPoints: textList('Pain points', MAX_LIST_ITEMS, LIMITS.longText),
});

/** One generated niche (docs/product-rules.md R10). */
export const nicheResult = z.object({
  name: requiredText('Niche name', LIMITS.name),
  marketSize: plainText('Market size', LIMITS.longText),
  competitionLevel: plainText('Competition level', LIMITS.longText),
  profitPotential: plainText('Profit potential', LIMITS.longText),
  demographics: nicheDemographics,
});
export type NicheResult = z.output<typeof nicheResult>;

export const generateNichesResult = z.object({
  niches: z.array(nicheResult).max(LIMITS.itemsPerGeneration),
});
export type GenerateNichesResult = z.output<typeof generateNichesResult>;

/**
 * A niche as stored and edited (docs/product-rules.md R18): the generated fields, demographics also with ageRange and
 * incomeLevel.
 */
export const saveNicheInput = nicheResult.extend({
  demographics: nicheDemographics.extend({
    ageRange: plainText('Age range', LIMITS.longText).optional(),
    incomeLevel: plainText('Income level', LIMITS.longText).optional(),
  }),
  /** The generate-niches request it came from: edit and regenerate start from it. Kept when left out. */
  generationInput: generateNichesInput.optional(),
  saveKey: saveKey.optional(),
});
export type SaveNicheInput = z.output<typeof saveNicheInput>;

/** A saved niche as /api/niches answers it. */
export const savedNiche = saveNicheInput
  .omit({ saveKey: true })
  .extend({ ...savedItemFields, generationInput: generateNichesInput.nullable() });
export type SavedNiche = z.output<typeof savedNiche>;

/** A niche as lists show it: everything but its demographics and generation request. */
export const nicheSummary = savedNiche.pick({
  id: true,
  name: true,
  marketSize: true,
  competitionLevel: true,
  profitPotential: true,
  projectId: true,
  createdAt: true,
});
export type NicheSummary = z.output<typeof nicheSummary>;
export const nicheSummaryPage = pageOf(nicheSummary);
