import { z } from 'zod';
import { COVER_STYLES, DEFAULT_COLOR_SCHEME, DEFAULT_COVER_STYLE } from '../catalog.js';
import { LIMITS, MAX_COVER_DATA_URL } from '../limits.js';
import { plainText, requiredText } from './fields.js';
import { pageOf, saveKey, savedItemFields, sourceId } from './saved-item.js';

export const coverStyle = z.enum(COVER_STYLES, { error: 'Please select a design style' });

/** Where a stored cover image is served: our own URL, for its owner only. */
export const COVER_IMAGE_PATH = /^\/api\/covers\/images\/[0-9a-f-]{36}\.png$/;
/** A cover image sent inline (docs/product-rules.md R34 allows a data URL on input); stored as a file on save. */
export const COVER_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * Body of generate-cover-image (docs/product-rules.md R14): the designer's fields, or the wizard's with
 * additionalDetails.
 */
export const generateCoverImageInput = z.object({
  title: requiredText('Product Title', LIMITS.name),
  authorName: requiredText('Author Name', LIMITS.fullName),
  style: coverStyle.default(DEFAULT_COVER_STYLE),
  colorScheme: plainText('Color Scheme', LIMITS.longText).default(DEFAULT_COLOR_SCHEME),
  customPrompt: plainText('Custom Prompt', LIMITS.outline).optional(),
  additionalDetails: plainText('Additional details', LIMITS.outline).optional(),
  titleContext: z.object({ tone: plainText('Tone', LIMITS.name) }).optional(),
});
export type GenerateCoverImageInput = z.output<typeof generateCoverImageInput>;
export type GenerateCoverImageBody = z.input<typeof generateCoverImageInput>;

/**
 * What generate-cover-image is sent: the request, and the preview the new cover replaces on the page that asks, which
 * the server gives back at once unless a saved cover shows it (docs/decisions/0034-bounded-storage.md).
 */
export const generateCoverImageRequest = generateCoverImageInput.extend({
  replaces: z.string().regex(COVER_IMAGE_PATH, 'No cover image available').optional(),
});
export type GenerateCoverImageRequest = z.output<typeof generateCoverImageRequest>;

export const generateCoverImageResult = z.object({
  imageUrl: z.string().regex(COVER_IMAGE_PATH),
  /** What the cover was drawn without, in plain words (the colour scheme's or prompt's words no renderer drew). */
  notes: z.array(z.string()),
});
export type GenerateCoverImageResult = z.output<typeof generateCoverImageResult>;

const coverImageSource = z
  .string({ error: 'No cover image available' })
  .max(MAX_COVER_DATA_URL, 'The cover image is too large')
  .refine((value) => COVER_IMAGE_PATH.test(value) || COVER_DATA_URL.test(value), 'No cover image available');

/** A cover as stored and edited (docs/product-rules.md R18). */
export const saveCoverInput = z.object({
  imageUrl: coverImageSource,
  style: coverStyle,
  /** The custom prompt it was drawn with. */
  prompt: plainText('Custom Prompt', LIMITS.outline).nullable().optional(),
  /** The saved title it was made for. Kept when left out. */
  titleId: sourceId('Title').optional(),
  /** The project to link it to: the project's cover becomes this one and its PDF must be made again. */
  projectId: z.uuid({ error: 'Project not found' }).optional(),
  /** The generate-cover-image request it came from: edit and regenerate prefill from it. Kept when left out. */
  generationInput: generateCoverImageInput.optional(),
  saveKey: saveKey.optional(),
});
export type SaveCoverInput = z.output<typeof saveCoverInput>;
export type SaveCoverBody = z.input<typeof saveCoverInput>;

/** A saved cover as /api/covers answers it. */
export const savedCover = z.object({
  ...savedItemFields,
  /** The product title it was drawn with, from its generation request. */
  title: z.string().nullable(),
  imageUrl: z.string(),
  style: coverStyle.nullable(),
  prompt: z.string().nullable(),
  titleId: sourceId('Title'),
  generationInput: generateCoverImageInput.nullable(),
});
export type SavedCover = z.output<typeof savedCover>;
/** A cover as a list shows it: everything but the generation request. */
export const coverSummary = savedCover.omit({ generationInput: true });
export type CoverSummary = z.output<typeof coverSummary>;
export const coverSummaryPage = pageOf(coverSummary);

/** A printed part of a cover: what a redraw sets from the book plan (docs/decisions/0036-cover-follows-the-plan.md). */
export const coverPart = z.enum(['title', 'subtitle', 'author']);
export type CoverPart = z.output<typeof coverPart>;

/** One part the cover prints otherwise than the book plan: both as the cover draws them ('' for none). */
export const coverDifference = z.object({ part: coverPart, cover: z.string(), book: z.string() });
export type CoverDifference = z.output<typeof coverDifference>;
