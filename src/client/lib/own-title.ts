import { z } from 'zod';
import { formatCount } from '../../shared/format-count.js';
import { LIMITS } from '../../shared/limits.js';
import { plainText, requiredText } from '../../shared/schemas/fields.js';

/** Between a title and its subtitle in a saved title: the book plan splits a title at its first ': '. */
const SUBTITLE_SEPARATOR = ': ';

const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** A title typed in as a saved title's text: 'Title: Subtitle', or the title alone. */
export const joinTitle = (title: string, subtitle: string) =>
  subtitle ? `${title}${SUBTITLE_SEPARATOR}${subtitle}` : title;

/** A saved title's text as the two inputs it is typed in: split at its first ': ', as the book plan reads it. */
export function splitTitle(text: string): { title: string; subtitle: string } {
  const at = text.indexOf(SUBTITLE_SEPARATOR);
  if (at < 0) return { title: text, subtitle: '' };
  return { title: text.slice(0, at), subtitle: text.slice(at + SUBTITLE_SEPARATOR.length) };
}

/**
 * A title the creator types instead of generating one, with an optional subtitle. It is saved as one title
 * (docs/decisions/0028-book-plan.md), so the limit of a title holds for the two joined.
 */
export const ownTitleForm = z
  .object({
    title: requiredText('Title', LIMITS.name),
    subtitle: plainText('Subtitle', LIMITS.name).refine(
      (subtitle) => subtitle === '' || HAS_WORD_CHARACTER.test(subtitle),
      'Subtitle must contain words, not only emoji or symbols',
    ),
  })
  .refine(({ title, subtitle }) => joinTitle(title, subtitle).length <= LIMITS.name, {
    path: ['title'],
    message: `Title must be at most ${formatCount(LIMITS.name)} characters`,
  });
export type OwnTitleFields = z.input<typeof ownTitleForm>;
