import type { BookBlock } from './book-model.js';
import { inlineText } from './inline-text.js';
import { writeInColumns } from './write-in-columns.js';

/**
 * A line of underscores to write an answer on ('Your answer: ____'), as long as fits a line: every file draws it as a
 * line and the fillable PDF makes a field of it (docs/decisions/0076-fillable-pdf.md). A longer run is text that wraps.
 */
export const ANSWER_LINE = /(?<!_)(_{5,60})(?!_)/;

/** Whether a block holds a place its reader fills in: a box to tick, an answer line or a column to write in. */
function holdsPlaceToFill(block: BookBlock): boolean {
  switch (block.type) {
    case 'paragraph':
      return ANSWER_LINE.test(inlineText(block.children));
    case 'list':
      return block.children.some((item) => item.checked === false || item.children.some(holdsPlaceToFill));
    case 'table':
      return writeInColumns(block.children, block.children[0]?.children.length ?? 0).some(Boolean);
    case 'blockquote':
      return block.children.some(holdsPlaceToFill);
    default:
      return false;
  }
}

/**
 * A section's exercises as its reader's copy prints them: each heading with a place to fill in under it before the
 * next heading ('Your Plan', 'Reflect'), by its text, in order.
 */
export function exerciseNames(blocks: readonly BookBlock[]): string[] {
  const names: string[] = [];
  let heading: string | null = null;
  for (const block of blocks) {
    if (block.type === 'heading') heading = inlineText(block.children);
    else if (heading !== null && holdsPlaceToFill(block)) {
      names.push(heading);
      heading = null;
    }
  }
  return names;
}
