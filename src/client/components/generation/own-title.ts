import { z } from 'zod';
import { formatCount } from '@shared/format-count';
import { LIMITS } from '@shared/limits';
import { bookPlanInput } from '@shared/schemas/book-plan';
import { requiredText } from '@shared/schemas/fields';
import { joinTitle, splitTitle } from '@shared/title-parts';

/**
 * A title the creator types instead of generating one, with an optional subtitle held to the book plan's rule. It
 * is saved as one title (docs/decisions/0028-book-plan.md), so the limit of a title holds for the two joined.
 */
export const ownTitleForm = z
  .object({ title: requiredText('Title', LIMITS.name), subtitle: bookPlanInput.shape.subtitle })
  .refine(({ title, subtitle }) => joinTitle(title, subtitle).length <= LIMITS.name, {
    path: ['title'],
    message: `Title must be at most ${formatCount(LIMITS.name)} characters`,
  });
export type OwnTitleFields = z.input<typeof ownTitleForm>;

/** A saved title's text as the two inputs it is typed in. */
export function ownTitleFields(text: string): OwnTitleFields {
  const { main, subtitle } = splitTitle(text);
  return { title: main, subtitle };
}
