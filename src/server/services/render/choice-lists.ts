import type { BookListItem } from './book-model.js';
import { inlineText } from './inline-text.js';

/** The words an item opens with, up to its first line's end. */
const openingOf = (item: BookListItem) => {
  const first = item.children[0];
  return first?.type === 'paragraph' ? inlineText(first.children).trim() : '';
};

/** The label each item opens with in a list of choices labelled in order: '1', 'B', 'True'. */
const LABELLED = [
  (opening: string, index: number) => new RegExp(`^${index + 1}(?::|$)`).test(opening),
  (opening: string, index: number) => new RegExp(`^${String.fromCharCode(65 + index)}[.)]\\s`).test(opening),
];

/**
 * Whether a list of boxes to tick is one question's choices, of which its reader ticks one: every item a box not
 * ticked, and the items labelled in order — 1, 2, 3… alone or before a colon (a rating: '1: not yet', '2'), A., B.,
 * C.… (multiple choice), or True and False; '1 cup of flour', '2 eggs' is a list of things to have.
 * The fillable PDF makes such a list one radio group (docs/decisions/0076-fillable-pdf.md); any other list of boxes
 * is a check box each.
 */
export function isChoiceList(items: readonly BookListItem[]): boolean {
  if (items.length < 2 || items.some((item) => item.checked !== false)) return false;
  const openings = items.map(openingOf);
  if (openings.length === 2 && openings[0] === 'True' && openings[1] === 'False') return true;
  return LABELLED.some((labelled) => openings.every((opening, index) => labelled(opening, index)));
}
