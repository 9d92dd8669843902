import { z } from 'zod';
import { TITLE_TONES } from '../catalog.js';
import { LIMITS } from '../limits.js';
import { requiredText } from './fields.js';
import { ideaContext } from './idea.js';
import { pageOf, saveKey, savedItemFields, sourceId } from './saved-item.js';

export const titleTone = z.enum(TITLE_TONES, { error: 'Please select a tone' });
const titleText = requiredText('Title', LIMITS.name);

/** Body of generate-titles (docs/product-rules.md R12). */
export const generateTitlesInput = z.object({
  tone: titleTone,
  productConcept: requiredText('Product concept', LIMITS.longText),
  ideaContext: ideaContext.optional(),
});
export type GenerateTitlesInput = z.output<typeof generateTitlesInput>;
export type GenerateTitlesBody = z.input<typeof generateTitlesInput>;

export const generateTitlesResult = z.object({
  titles: z.array(titleText).max(LIMITS.itemsPerGeneration),
});
export type GenerateTitlesResult = z.output<typeof generateTitlesResult>;

/** A title as stored and edited (docs/product-rules.md R18). */
export const saveTitleInput = z.object({
  title: titleText,
  tone: titleTone,
  /** The saved product idea it was generated from. Kept when left out. */
  ideaId: sourceId('Product idea').optional(),
  /** The generate-titles request it came from: edit and regenerate start from it. Kept when left out. */
  generationInput: generateTitlesInput.optional(),
  saveKey: saveKey.optional(),
});
export type SaveTitleInput = z.output<typeof saveTitleInput>;

/** A saved title as /api/titles answers it. */
export const savedTitle = saveTitleInput.omit({ saveKey: true }).extend({
  ...savedItemFields,
  tone: titleTone.nullable(),
  ideaId: sourceId('Product idea'),
  generationInput: generateTitlesInput.nullable(),
});
export type SavedTitle = z.output<typeof savedTitle>;

/** A title as lists show it: everything but its generation request. */
export const titleSummary = savedTitle.omit({ generationInput: true });
export type TitleSummary = z.output<typeof titleSummary>;
export const titleSummaryPage = pageOf(titleSummary);
