import { DEFAULT_COLOR_SCHEME, DEFAULT_COVER_STYLE } from '../../../shared/catalog.js';
import type { BookPlan } from '../../../shared/schemas/book-plan.js';
import type { GenerateCoverImageInput, SavedCover } from '../../../shared/schemas/cover.js';
import type { CoverArt } from '../../ai/index.js';
import type { CoverSpec } from './draw/render-cover.js';
import { planCoverText } from './cover-differences.js';

/**
 * The design a project's cover is drawn with for its book plan: the cover's own style, colours and prompt (those it
 * was drawn with, else its style and the defaults; the defaults alone for a project without a cover), with the plan's
 * title, subtitle and author (docs/decisions/0036-cover-follows-the-plan.md). Not checked against the limits of a
 * cover request: a save checks them, a print cover draws what the plan says.
 */
export function projectCoverDesign(
  cover: Pick<SavedCover, 'generationInput' | 'style'> | null,
  plan: Pick<BookPlan, 'title' | 'subtitle' | 'authorName'>,
): GenerateCoverImageInput {
  const drawnWith = cover?.generationInput;
  const text = planCoverText(plan);
  return {
    ...drawnWith,
    style: drawnWith?.style ?? cover?.style ?? DEFAULT_COVER_STYLE,
    colorScheme: drawnWith?.colorScheme ?? DEFAULT_COLOR_SCHEME,
    title: text.title,
    authorName: text.authorName,
  };
}

/** The design as the cover renderers draw it, over the art an image model painted for it when it has some. */
export const coverSpecOf = (design: GenerateCoverImageInput, art: CoverArt | null): CoverSpec => ({
  title: design.title,
  author: design.authorName,
  style: design.style,
  colorScheme: design.colorScheme,
  customPrompt: design.customPrompt || design.additionalDetails,
  ...(art ? { art } : {}),
});
