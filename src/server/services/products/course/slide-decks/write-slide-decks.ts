import { zipSync } from 'fflate';
import type { DeckTheme } from '../../../render/pptx/deck-theme.js';
import type { CourseKitSource } from '../course-kit-files.js';
import { fileNamePart } from '../../../../../shared/file-name-part.js';
import { deckFontEntries } from './deck-fonts.js';
import { moduleSlides, type DeckSlide } from './deck-slides.js';
import { fitSlideText, type SlideTextBox } from '../../../render/pptx/fit-slide-text.js';
import { PptxGenJS, type Deck } from '../../../render/pptx/pptxgenjs.js';

/** A 16:9 slide, in inches, and the margin every text keeps from its edges. */
const SLIDE = { width: 10, height: 5.625 };
const MARGIN = 0.6;
const WIDE = SLIDE.width - 2 * MARGIN;
const TITLE: SlideTextBox = { width: WIDE, height: 2.2, sizes: [40, 36, 32, 28, 24, 20, 18] };
const POINT: SlideTextBox = { width: WIDE, height: 3.2, sizes: [40, 36, 32, 28, 24, 20, 18, 16] };
const SUBTITLE: SlideTextBox = { width: WIDE, height: 1.3, sizes: [20, 18, 16, 14, 12] };
const PLACE: SlideTextBox = { width: WIDE, height: 0.4, sizes: [14, 12, 10] };
const WHITE = 'FFFFFF';

type Slide = ReturnType<Deck['addSlide']>;

/** `text` in `box` at `x`, `y`, at the largest size it fits, never past the box (fit-slide-text.ts). */
function addFitted(
  slide: Slide,
  text: string,
  box: SlideTextBox,
  at: { x: number; y: number; font: string; color: string; bold?: boolean; align?: 'left' | 'center' },
) {
  if (!text.trim()) return;
  const fitted = fitSlideText(text.trim(), box);
  slide.addText(fitted.text, {
    x: at.x,
    y: at.y,
    w: box.width,
    h: box.height,
    fontFace: at.font,
    fontSize: fitted.size,
    color: at.color,
    bold: at.bold ?? false,
    align: at.align ?? 'left',
    valign: 'top',
    margin: 0,
    fit: 'none',
    wrap: true,
  });
}

/** A module's or a lesson's title slide: on the cover's deep colour, under an accent rule. */
function titleSlide(deck: Deck, theme: DeckTheme, content: DeckSlide) {
  const slide = deck.addSlide();
  slide.background = { color: theme.deep };
  slide.addShape(deck.ShapeType.rect, { x: MARGIN, y: 1.05, w: 1.2, h: 0.08, fill: { color: theme.accent } });
  addFitted(slide, content.place, PLACE, { x: MARGIN, y: 0.5, font: theme.bodyFont, color: WHITE });
  addFitted(slide, content.title, TITLE, { x: MARGIN, y: 1.35, font: theme.headingFont, color: WHITE, bold: true });
  addFitted(slide, content.subtitle, SUBTITLE, { x: MARGIN, y: 3.75, font: theme.bodyFont, color: WHITE });
  return slide;
}

/** A key point's slide: its words large on the cover's background, where it is in the course at its foot. */
function pointSlide(theme: DeckTheme, deck: Deck, content: DeckSlide) {
  const slide = deck.addSlide();
  slide.background = { color: theme.background };
  slide.addShape(deck.ShapeType.rect, { x: 0, y: 0, w: 0.18, h: SLIDE.height, fill: { color: theme.accent } });
  addFitted(slide, content.title, POINT, { x: MARGIN, y: 0.9, font: theme.headingFont, color: theme.ink, bold: true });
  addFitted(slide, content.place, PLACE, { x: MARGIN, y: 4.7, font: theme.bodyFont, color: theme.softInk });
  return slide;
}

/** One module's deck as PPTX bytes: a title slide, then each lesson's, with the script as speaker notes. */
async function writeModuleDeck(title: string, author: string, theme: DeckTheme, slides: readonly DeckSlide[]) {
  const deck = new PptxGenJS();
  deck.layout = 'LAYOUT_16x9';
  deck.title = title;
  deck.author = author;
  for (const content of slides) {
    const slide = content.kind === 'point' ? pointSlide(theme, deck, content) : titleSlide(deck, theme, content);
    if (content.notes) slide.addNotes(content.notes);
  }
  const bytes = await deck.write({ outputType: 'uint8array' });
  if (!(bytes instanceof Uint8Array)) throw new Error('The slide deck was not written as bytes');
  return bytes;
}

/**
 * The course's slide decks (docs/decisions/0074-course-run.md): a PPTX per module with lessons, named
 * '01 Pantry Setup.pptx', in the cover's colours and type: the module's title slide, then each lesson's title slide
 * and a slide per key point, from its video script when written (its words spoken as the speaker notes), else from
 * the plan's key points; the cover's fonts beside them, to install (deck-fonts.ts).
 */
export async function writeSlideDecks({ plan, modules, deckTheme }: CourseKitSource): Promise<Uint8Array> {
  const theme = await deckTheme();
  const entries: Record<string, Uint8Array> = {};
  for (const [index, module] of plan.chapters.entries()) {
    const lessons = module.lessons ?? [];
    if (lessons.length === 0) continue;
    const slides = moduleSlides(index + 1, { ...module, lessons }, modules[index] ?? null);
    const name = `${String(index + 1).padStart(2, '0')} ${fileNamePart(module.title)}.pptx`;
    entries[name] = await writeModuleDeck(`${plan.title}: ${module.title}`, plan.authorName, theme, slides);
  }
  return zipSync({ ...entries, ...deckFontEntries(theme) }, { level: 0 });
}
