import { z } from 'zod';

/** What KDP asks about AI-generated content, per kind of content. */
export const DISCLOSURE_KINDS = ['text', 'images', 'translations'] as const;
export type DisclosureKind = (typeof DISCLOSURE_KINDS)[number];

/**
 * KDP's answers, in its wording: none of it AI-generated, or some sections / the entire work, with minimal or no
 * editing / with extensive editing.
 */
export const DISCLOSURE_ANSWER_KEYS = [
  'none',
  'some-minimal',
  'some-extensive',
  'entire-minimal',
  'entire-extensive',
] as const;
export type DisclosureAnswer = (typeof DISCLOSURE_ANSWER_KEYS)[number];

/** Each answer in KDP's words. */
export const DISCLOSURE_ANSWERS: Record<DisclosureAnswer, string> = {
  none: 'None',
  'some-minimal': 'Some sections, with minimal or no editing',
  'some-extensive': 'Some sections, with extensive editing',
  'entire-minimal': 'Entire work, with minimal or no editing',
  'entire-extensive': 'Entire work, with extensive editing',
};
const answerKeys = DISCLOSURE_ANSWER_KEYS;

/** One kind's answer: derived from what the app stored about each part, unless the creator corrected it. */
export const disclosureEntry = z.object({
  answer: z.enum(answerKeys),
  /** The answer the record gives. */
  derived: z.enum(answerKeys),
  /** True when the creator's correction stands in for the derived answer. */
  corrected: z.boolean(),
  /** Why, in words: 'Written by OpenAI gpt-4o-mini: 12 of 12 chapters; edited by you: 2'. */
  basis: z.string(),
  /** The AI tools that made it, named as KDP asks ('OpenAI gpt-4o-mini'); none for the built-in writer. */
  tools: z.array(z.string()),
});
export type DisclosureEntry = z.output<typeof disclosureEntry>;

/** GET and PUT /api/projects/:id/ai-disclosure: KDP's three questions answered for this book. */
export const aiDisclosure = z.object({
  text: disclosureEntry,
  images: disclosureEntry,
  translations: disclosureEntry,
});
export type AiDisclosure = z.output<typeof aiDisclosure>;

/** PUT /api/projects/:id/ai-disclosure: the creator's corrections; a kind set to null goes back to the derived answer. */
export const aiDisclosureCorrections = z.object({
  text: z.enum(answerKeys).nullable().optional(),
  images: z.enum(answerKeys).nullable().optional(),
  translations: z.enum(answerKeys).nullable().optional(),
});
export type AiDisclosureCorrections = z.input<typeof aiDisclosureCorrections>;
