import { z } from 'zod';
import { TITLE_TONES } from '../catalog.js';
import { LIMITS } from '../limits.js';
import { MAX_LIST_ITEMS, plainText, requiredText, textList } from './fields.js';

export const titleTone = z.enum(TITLE_TONES, { error: 'Please select a tone' });

/** The idea context of generate-titles (spec §7): any of targetAudience, concept, sellingPoints, modules. */
export const titleIdeaContext = z.object({
  targetAudience: plainText('Target audience', LIMITS.longText).optional(),
  concept: plainText('Concept', LIMITS.longText).optional(),
  sellingPoints: textList('Selling points', MAX_LIST_ITEMS, LIMITS.longText).optional(),
  modules: textList('Modules', MAX_LIST_ITEMS, LIMITS.longText).optional(),
});
export type TitleIdeaContext = z.output<typeof titleIdeaContext>;

/** Body of generate-titles (spec §7). */
export const generateTitlesInput = z.object({
  tone: titleTone,
  productConcept: requiredText('Product concept', LIMITS.longText),
  ideaContext: titleIdeaContext.optional(),
});
export type GenerateTitlesInput = z.output<typeof generateTitlesInput>;
export type GenerateTitlesBody = z.input<typeof generateTitlesInput>;

export const generateTitlesResult = z.object({
  titles: z.array(requiredText('Title', LIMITS.name)).max(LIMITS.itemsPerGeneration),
});
export type GenerateTitlesResult = z.output<typeof generateTitlesResult>;

/** A title as stored and edited (spec §3). */
export const saveTitleInput = z.object({
  title: requiredText('Title', LIMITS.name),
  tone: titleTone,
});
export type SaveTitleInput = z.output<typeof saveTitleInput>;
