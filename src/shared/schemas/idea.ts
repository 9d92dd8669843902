import { z } from 'zod';
import { LIMITS, MAX_LIST_ITEMS } from '../limits.js';
import { plainText, requiredText, textList } from './fields.js';
import { productType } from './product-type.js';
import { pageOf, saveKey, savedItemFields, sourceId } from './saved-item.js';

const optionalText = (label: string) => plainText(label, LIMITS.longText).optional();

/**
 * The niche context of generate-product-ideas, in either variant of docs/product-rules.md R11:
 * {marketSize, competitionLevel, profitPotential, demographics} or
 * {name, marketSize, competitionLevel, profitPotential, targetAudience, painPoints}.
 * Both are normalised to one shape, which parses again unchanged (a stored request is sent as it is).
 */
export const nicheContext = z
  .object({
    name: plainText('Niche name', LIMITS.name).optional(),
    marketSize: optionalText('Market size'),
    competitionLevel: optionalText('Competition level'),
    profitPotential: optionalText('Profit potential'),
    targetAudience: optionalText('Target audience'),
    painPoints: textList('Pain points', MAX_LIST_ITEMS, LIMITS.longText).optional(),
    age: optionalText('Age'),
    income: optionalText('Income'),
    demographics: z
      .object({
        age: optionalText('Age'),
        income: optionalText('Income'),
        ageRange: optionalText('Age range'),
        incomeLevel: optionalText('Income level'),
        painPoints: textList('Pain points', MAX_LIST_ITEMS, LIMITS.longText).optional(),
      })
      .optional(),
  })
  .transform(({ demographics, painPoints, age, income, ...rest }) => ({
    ...rest,
    age: demographics?.age || demographics?.ageRange || age || undefined,
    income: demographics?.income || demographics?.incomeLevel || income || undefined,
    painPoints: [...new Set([...(painPoints ?? []), ...(demographics?.painPoints ?? [])])],
  }));
export type NicheContext = z.output<typeof nicheContext>;

/** Body of generate-product-ideas (docs/product-rules.md R11). */
export const generateProductIdeasInput = z.object({
  productType,
  niche: requiredText('Niche', LIMITS.longText),
  nicheContext: nicheContext.optional(),
});
export type GenerateProductIdeasInput = z.output<typeof generateProductIdeasInput>;
export type GenerateProductIdeasBody = z.input<typeof generateProductIdeasInput>;

/** One generated product idea (docs/product-rules.md R11). */
export const ideaResult = z.object({
  concept: requiredText('Concept', LIMITS.longText),
  targetAudience: plainText('Target audience', LIMITS.longText),
  sellingPoints: textList('Selling points', MAX_LIST_ITEMS, LIMITS.longText),
  modules: textList('Modules', MAX_LIST_ITEMS, LIMITS.longText),
});
export type IdeaResult = z.output<typeof ideaResult>;

export const generateProductIdeasResult = z.object({
  ideas: z.array(ideaResult).max(LIMITS.itemsPerGeneration),
});
export type GenerateProductIdeasResult = z.output<typeof generateProductIdeasResult>;

/** A product idea as stored and edited (docs/product-rules.md R18). */
export const saveIdeaInput = ideaResult.extend({
  productType,
  /** The saved niche it was generated from. Kept when left out. */
  nicheId: sourceId('Niche').optional(),
  /** The generate-product-ideas request it came from: edit and regenerate start from it. Kept when left out. */
  generationInput: generateProductIdeasInput.optional(),
  saveKey: saveKey.optional(),
});
export type SaveIdeaInput = z.output<typeof saveIdeaInput>;

/** A saved product idea as /api/ideas answers it. */
export const savedIdea = saveIdeaInput.omit({ saveKey: true }).extend({
  ...savedItemFields,
  productType: productType.nullable(),
  nicheId: sourceId('Niche'),
  generationInput: generateProductIdeasInput.nullable(),
});
export type SavedIdea = z.output<typeof savedIdea>;

/** A product idea as lists show it: the target audience cut to an excerpt, no lists or generation request. */
export const ideaSummary = savedIdea.pick({
  id: true,
  concept: true,
  targetAudience: true,
  productType: true,
  nicheId: true,
  projectId: true,
  createdAt: true,
});
export type IdeaSummary = z.output<typeof ideaSummary>;
export const ideaSummaryPage = pageOf(ideaSummary);

/**
 * The idea context that generate-titles and generate-content accept (docs/product-rules.md R12, R13): any of its
 * fields.
 */
export const ideaContext = z.object({
  concept: optionalText('Concept'),
  targetAudience: optionalText('Target audience'),
  sellingPoints: textList('Selling points', MAX_LIST_ITEMS, LIMITS.longText).optional(),
  modules: textList('Modules', MAX_LIST_ITEMS, LIMITS.longText).optional(),
});
