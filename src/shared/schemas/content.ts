import { z } from 'zod';
import { PRODUCT_TYPE_VALUES } from '../catalog.js';
import { LIMITS } from '../limits.js';
import { MAX_LIST_ITEMS, plainText, requiredText, textList } from './fields.js';

/** Content types offered when generating (spec §9 "Wizard content types"). */
export const CONTENT_TYPES = ['educational', 'howto', 'informative', 'persuasive', 'storytelling'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  educational: 'Educational',
  howto: 'How-To',
  informative: 'Informative',
  persuasive: 'Persuasive',
  storytelling: 'Storytelling',
};

/** Content types offered by the content edit dialog (spec §9). A stored section carries one of either list. */
export const CONTENT_FORMATS = ['text', 'markdown', 'outline'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];
export const STORED_CONTENT_TYPES = [...CONTENT_TYPES, ...CONTENT_FORMATS] as const;

/** The idea context of generate-content (spec §7). */
export const contentIdeaContext = z.object({
  concept: plainText('Concept', LIMITS.longText).optional(),
  targetAudience: plainText('Target audience', LIMITS.longText).optional(),
  sellingPoints: textList('Selling points', MAX_LIST_ITEMS, LIMITS.longText).optional(),
  modules: textList('Modules', MAX_LIST_ITEMS, LIMITS.longText).optional(),
});
export type ContentIdeaContext = z.output<typeof contentIdeaContext>;

/** Body of generate-content (spec §7). The result is markdown text, streamed. */
export const generateContentInput = z.object({
  title: requiredText('Title', LIMITS.name),
  outline: plainText('Outline', LIMITS.outline).optional(),
  sectionName: requiredText('Section name', LIMITS.name),
  contentType: z.enum(CONTENT_TYPES, { error: 'Please select a content type' }),
  productType: z.enum(PRODUCT_TYPE_VALUES, { error: 'Please select a product type' }).optional(),
  ideaContext: contentIdeaContext.optional(),
});
export type GenerateContentInput = z.output<typeof generateContentInput>;
export type GenerateContentBody = z.input<typeof generateContentInput>;

/** A content section as stored and edited (spec §3). */
export const saveContentInput = z.object({
  sectionName: requiredText('Section name', LIMITS.name),
  content: requiredText('Content', LIMITS.content, 'No content to save'),
  contentType: z.enum(STORED_CONTENT_TYPES, { error: 'Please select a content type' }),
});
export type SaveContentInput = z.output<typeof saveContentInput>;
