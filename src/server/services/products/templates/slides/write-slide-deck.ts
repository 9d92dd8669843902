import type { TemplateColumn, TemplateSpec } from '../../../../../shared/schemas/template-plan.js';
import { fitSlideText, type SlideTextBox } from '../../../render/pptx/fit-slide-text.js';
import { PptxGenJS, type Deck } from '../../../render/pptx/pptxgenjs.js';

/** What a slide-deck template is made from: the template's title and goal, the pack's author, its columns and examples. */
export interface SlideDeckSource {
  title: string;
  goal: string;
  author: string;
  spec: TemplateSpec;
}

/** A 16:9 slide in inches, the margin every text keeps, and the colours of the pack's printable pages. */
const SLIDE = { width: 10, height: 5.625 };
const MARGIN = 0.6;
const WIDE = SLIDE.width - 2 * MARGIN;
const NAVY = '1F3A5F';
const INK = '1F2937';
const GREY = '6B7280';
const ACCENT = 'F4B400';
const WHITE = 'FFFFFF';
const FONT = 'Arial';

/** The slides a buyer starts from besides the examples: copies of the layout with its places to type in. */
const BLANK_SLIDES = 3;

const TITLE_BOX: SlideTextBox = { width: WIDE, height: 0.9, sizes: [32, 28, 24, 20, 18] };
const BODY_BOX: SlideTextBox = { width: WIDE, height: 3.3, sizes: [22, 20, 18, 16, 14, 12] };
const COVER_TITLE: SlideTextBox = { width: WIDE, height: 1.9, sizes: [40, 36, 32, 28, 24, 20] };
const COVER_LINE: SlideTextBox = { width: WIDE, height: 1.1, sizes: [18, 16, 14, 12] };

const LAYOUT = 'Template slide';
const PLACES = { title: { name: 'Heading', type: 'title' }, body: { name: 'Content', type: 'body' } } as const;

/** What a buyer writes in a column, as the layout's prompt says it: its name, and its choices or what to work out. */
function prompt(column: TemplateColumn): string {
  if (column.type === 'choice') return `${column.name}: ${column.choices.join(' / ')}`;
  if (column.type === 'formula') return `${column.name}: work out ${column.formula.replace(/[{}]/g, '')}`;
  return `${column.name}:`;
}

/**
 * The layout every slide of the deck uses, a master PowerPoint, Keynote, Google Slides and LibreOffice offer as "New
 * Slide": the template's first column as the heading and its other columns as the content, each a place to type in
 * whose prompt names what goes there; an accent bar, and the template's title at the foot.
 */
function defineLayout(deck: Deck, { title, spec }: SlideDeckSource) {
  const [heading, ...rest] = spec.columns;
  deck.defineSlideMaster({
    title: LAYOUT,
    background: { color: WHITE },
    objects: [
      { rect: { x: 0, y: 0, w: 0.18, h: SLIDE.height, fill: { color: NAVY } } },
      { rect: { x: MARGIN, y: 1.32, w: 1.1, h: 0.06, fill: { color: ACCENT } } },
      {
        placeholder: {
          options: {
            ...PLACES.title,
            x: MARGIN,
            y: 0.35,
            w: WIDE,
            h: 0.9,
            fontFace: FONT,
            fontSize: 28,
            bold: true,
            color: NAVY,
            align: 'left',
            valign: 'bottom',
          },
          text: heading?.name ?? 'Heading',
        },
      },
      {
        placeholder: {
          options: {
            ...PLACES.body,
            x: MARGIN,
            y: 1.55,
            w: WIDE,
            h: 3.3,
            fontFace: FONT,
            fontSize: 18,
            color: INK,
            align: 'left',
            valign: 'top',
          },
          text: rest.map(prompt).join('\n') || 'Content',
        },
      },
      {
        text: {
          text: title,
          options: { x: MARGIN, y: 5.05, w: WIDE, h: 0.35, fontFace: FONT, fontSize: 10, color: GREY },
        },
      },
    ],
  });
}

/** `text` fitted to `box` (fit-slide-text.ts): the largest size at which it stays inside. */
const fitted = (text: string, box: SlideTextBox) => fitSlideText(text.trim(), box);

/** The first slide: the template's title, its goal and its author, on the pack's deep blue. */
function coverSlide(deck: Deck, { title, goal, author }: SlideDeckSource) {
  const slide = deck.addSlide();
  slide.background = { color: NAVY };
  slide.addShape(deck.ShapeType.rect, { x: MARGIN, y: 1.0, w: 1.2, h: 0.08, fill: { color: ACCENT } });
  const name = fitted(title, COVER_TITLE);
  slide.addText(name.text, {
    x: MARGIN,
    y: 1.25,
    w: WIDE,
    h: COVER_TITLE.height,
    fontFace: FONT,
    fontSize: name.size,
    bold: true,
    color: WHITE,
    valign: 'top',
    margin: 0,
    fit: 'none',
  });
  const line = fitted([goal, author && `Template by ${author}`].filter(Boolean).join('\n'), COVER_LINE);
  if (line.text)
    slide.addText(line.text, {
      x: MARGIN,
      y: 3.4,
      w: WIDE,
      h: COVER_LINE.height,
      fontFace: FONT,
      fontSize: line.size,
      color: 'DBE4F0',
      valign: 'top',
      margin: 0,
      fit: 'none',
    });
}

/** An example row as a slide of the layout: its first value the heading, each other value beside its column's name. */
function exampleSlide(deck: Deck, spec: TemplateSpec, row: readonly string[]) {
  const slide = deck.addSlide({ masterName: LAYOUT });
  const [headingColumn, ...rest] = spec.columns;
  const heading = fitted(row[0] || headingColumn?.name || 'Example', TITLE_BOX);
  slide.addText(heading.text, { placeholder: PLACES.title.name, fontSize: heading.size });
  const lines = rest.flatMap((column, index) => {
    const value = row[index + 1] ?? '';
    return value ? [`${column.name}: ${value}`] : column.type === 'formula' ? [prompt(column)] : [];
  });
  const body = fitted(lines.join('\n'), BODY_BOX);
  if (body.text)
    slide.addText(body.text, { placeholder: PLACES.body.name, fontSize: body.size, color: GREY, italic: true });
  slide.addText('EXAMPLE', {
    x: SLIDE.width - MARGIN - 1.4,
    y: 0.12,
    w: 1.4,
    h: 0.3,
    fontFace: FONT,
    fontSize: 9,
    bold: true,
    color: GREY,
    align: 'right',
    margin: 0,
  });
}

/**
 * A template as a slide deck (docs/decisions/0078-template-pack.md): a cover slide, then each example row as a slide
 * of the deck's layout (marked EXAMPLE, in grey italics), then slides of the layout left empty, whose places to type in
 * show what goes in them until the buyer types. The layout is the deck's master, so every new slide has them too.
 */
export async function writeSlideDeck(source: SlideDeckSource): Promise<Uint8Array> {
  const deck = new PptxGenJS();
  deck.layout = 'LAYOUT_16x9';
  deck.title = source.title;
  deck.author = source.author;
  defineLayout(deck, source);
  coverSlide(deck, source);
  for (const row of source.spec.examples) exampleSlide(deck, source.spec, row);
  for (let blank = 0; blank < BLANK_SLIDES; blank += 1) {
    const slide = deck.addSlide({ masterName: LAYOUT });
    // An empty text in each place puts it on the slide, where it shows the layout's prompt until the buyer types.
    slide.addText('', { placeholder: PLACES.title.name });
    slide.addText('', { placeholder: PLACES.body.name });
  }
  const bytes = await deck.write({ outputType: 'uint8array' });
  if (!(bytes instanceof Uint8Array)) throw new Error('The slide deck was not written as bytes');
  return bytes;
}
