/** A text box on a slide, in inches, and the sizes its text may be set in, largest first. */
export interface SlideTextBox {
  width: number;
  height: number;
  sizes: readonly number[];
}

/** A line's height as a share of its type size, and a character's mean width: what LibreOffice and PowerPoint set. */
const LINE_HEIGHT = 1.2;
const CHARACTER_WIDTH = 0.56;
const POINTS_PER_INCH = 72;

/** The lines `text` takes at `size` in a box `width` inches wide, breaking at spaces as a slide's text box does. */
function linesAt(text: string, size: number, width: number): number {
  const perLine = Math.max(1, Math.floor((width * POINTS_PER_INCH) / (size * CHARACTER_WIDTH)));
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    let length = 0;
    lines += 1;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const needed = length === 0 ? word.length : length + 1 + word.length;
      if (needed <= perLine) length = needed;
      else {
        lines += Math.ceil(word.length / perLine) - (length === 0 ? 1 : 0);
        length = word.length % perLine || perLine;
      }
    }
  }
  return lines;
}

/**
 * The text and the largest size it fits the box at, so no slide's text runs past its box; at the smallest size, a
 * text still too long is cut at a word and ends with '…' (docs/decisions/0074-course-run.md).
 */
export function fitSlideText(text: string, box: SlideTextBox): { text: string; size: number } {
  const fits = (candidate: string, size: number) =>
    linesAt(candidate, size, box.width) * size * LINE_HEIGHT <= box.height * POINTS_PER_INCH;
  for (const size of box.sizes) if (fits(text, size)) return { text, size };
  const smallest = box.sizes[box.sizes.length - 1]!;
  const words = text.split(/\s+/);
  while (words.length > 1 && !fits(`${words.join(' ')}…`, smallest)) words.pop();
  let cut = `${words.join(' ')}…`;
  while (cut.length > 1 && !fits(cut, smallest)) cut = `${cut.slice(0, -2)}…`;
  return { text: cut, size: smallest };
}
