import { z } from 'zod';

/**
 * The places a reader writes or ticks, as the ebook PDF's layout placed them (book-typst.ts `fill-spot`): the fillable
 * PDF puts a form field on each (fillable-pdf.ts). Points from the page's top-left corner, as Typst measures.
 */
export interface FillSpot {
  /**
   * A box to tick (a task not ticked), one of a question's choices (render/choice-lists.ts), a line to write an
   * answer on, or a table cell to write in.
   */
  kind: 'check' | 'choice' | 'line' | 'cell';
  /**
   * Unique in the book, in reading order: its section's name, then what it is ('Module 1 Worksheet · Tick 2'); the
   * choices of one question share theirs ('Exercise 1: Start · Choice 1').
   */
  name: string;
  /** A choice's place among its question's, counted from 1; 0 for any other spot. */
  option: number;
  /** Counted from 1. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How many form fields the spots make: a question's choices are one. */
export const fieldCount = (spots: readonly FillSpot[]) => new Set(spots.map((spot) => spot.name)).size;

/** The label fill spots are marked with in the Typst source. */
export const FILL_SPOT_LABEL = 'fill-spot';

/** A length as Typst's query gives it: '12.5pt'. */
const points = z.string().transform((length, ctx) => {
  const value = Number(/^(-?[\d.]+)pt$/.exec(length)?.[1]);
  if (Number.isFinite(value)) return value;
  ctx.addIssue({ code: 'custom', message: `not a length in points: ${length}` });
  return z.NEVER;
});

const marked = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('section'), name: z.string() }),
  z.object({
    kind: z.enum(['check', 'choice-first', 'choice', 'line', 'cell']),
    name: z.string(),
    at: z.object({ page: z.number().int().positive(), x: points, y: points }),
    width: points,
    height: points,
    pad: z.object({ x: points, y: points }),
  }),
]);

/**
 * PDF field names are split into a hierarchy at full stops: a name's are written as the one-dot leader that looks
 * like one ('Step 1․2').
 */
const fieldName = (name: string) => name.replace(/\./g, '\u2024').replace(/\s+/g, ' ').trim();

/**
 * The spots the layout marked, in the document's order, each named after the section it is in and counted within it
 * by what it is ('Tick 1', 'Answer 2'); a table cell by its column and row ('Your next step: Why plan'), numbered on
 * when its name is taken already; the choices after a question's first one take its name. A spot is grown by the
 * inset its table cell has around it.
 */
export function fillSpotsOf(values: readonly unknown[]): FillSpot[] {
  const spots: FillSpot[] = [];
  const taken = new Set<string>();
  let section = 'Front Matter';
  let counts = new Map<string, number>();
  for (const value of values) {
    const mark = marked.parse(value);
    if (mark.kind === 'section') {
      section = mark.name;
      counts = new Map();
      continue;
    }
    const place = { page: mark.at.page, ...boxOf(mark) };
    const last = spots.at(-1);
    if (mark.kind === 'choice' && last?.kind === 'choice') {
      spots.push({ kind: 'choice', name: last.name, option: last.option + 1, ...place });
      continue;
    }
    const counted = mark.kind !== 'cell';
    const count = (counts.get(mark.name) ?? 0) + 1;
    if (counted) counts.set(mark.name, count);
    const base = fieldName(`${section} · ${mark.name}${counted ? ` ${count}` : ''}`);
    let name = base;
    for (let again = 2; taken.has(name); again++) name = `${base} ${again}`;
    taken.add(name);
    const kind = mark.kind === 'choice-first' ? 'choice' : mark.kind;
    spots.push({ kind, name, option: kind === 'choice' ? 1 : 0, ...place });
  }
  return spots;
}

/**
 * The box a spot's field fills. Typst measures text from its cap height to its baseline, so an answer line's field
 * is grown by half that up and down, to about its line's height (a typed answer sits on the underline and is as
 * tall as the text around it); a tick box is made square about the box drawn; a table cell takes its inset too, so
 * it fills the cell's rules.
 */
function boxOf(mark: {
  kind: z.infer<typeof marked>['kind'];
  at: { x: number; y: number };
  width: number;
  height: number;
  pad: { x: number; y: number };
}) {
  const { x, y } = mark.at;
  if (mark.kind === 'line') return { x, y: y - mark.height / 2, width: mark.width, height: mark.height * 2 };
  if (mark.kind === 'check' || mark.kind === 'choice' || mark.kind === 'choice-first') {
    const side = Math.max(mark.width, mark.height);
    return { x, y: y + (mark.height - side) / 2, width: side, height: side };
  }
  return {
    x: x - mark.pad.x,
    y: y - mark.pad.y,
    width: mark.width + 2 * mark.pad.x,
    height: mark.height + 2 * mark.pad.y,
  };
}
