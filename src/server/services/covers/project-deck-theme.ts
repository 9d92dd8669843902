import type { Kysely } from 'kysely';
import type { BookPlan } from '../../../shared/schemas/book-plan.js';
import type { GenerateCoverImageInput } from '../../../shared/schemas/cover.js';
import type { Database } from '../../db/schema.js';
import { findProject } from '../book-model/find-project.js';
import { getCover } from './cover-store.js';
import { coverColorText } from './draw/cover-colors.js';
import { toHex, withLightness } from './draw/color.js';
import { parseColorScheme } from './draw/palette.js';
import { drawCover } from './draw/render-cover.js';
import { coverSpecOf, projectCoverDesign } from './project-cover-design.js';

/** The colours (#rrggbb, no '#') and type faces a slide deck is set in, taken from a cover. */
export interface DeckTheme {
  background: string;
  /** A deeper shade of the cover's main colour: title slides. */
  deep: string;
  ink: string;
  softInk: string;
  accent: string;
  headingFont: string;
  bodyFont: string;
}

/** A 16:9 slide, as a cover style lays its type out on it. */
const SLIDE_CANVAS = { width: 1920, height: 1080 };
const hex = (color: string) => color.replace(/^#/, '').toUpperCase();

/**
 * The project's cover as a slide deck's theme (docs/decisions/0074-course-run.md): the palette its colour scheme is
 * drawn in, and the faces its style sets the title and the author in on a 16:9 canvas; a project without a cover
 * gets the default style and colours, as its cover would be drawn.
 */
export async function readProjectDeckTheme(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  plan: Pick<BookPlan, 'title' | 'subtitle' | 'authorName'>,
): Promise<DeckTheme> {
  const project = await findProject(db, userId, projectId);
  const cover = project.cover_id ? await getCover(db, userId, project.cover_id) : null;
  return deckThemeOf(projectCoverDesign(cover, plan));
}

/** A cover's design as a slide deck's theme: its palette, and the faces its style sets the title and author in. */
export function deckThemeOf(design: GenerateCoverImageInput): DeckTheme {
  const spec = coverSpecOf(design, null);
  const palette = parseColorScheme(coverColorText(spec.colorScheme, spec.customPrompt));
  const [heading, body] = drawCover(spec, SLIDE_CANVAS).layers.fonts;
  return {
    background: hex(palette.background[0]),
    deep: hex(toHex(withLightness(palette.primary, 18))),
    ink: hex(palette.ink),
    softInk: hex(palette.softInk),
    accent: hex(palette.accentHex),
    headingFont: heading?.family ?? 'Inter',
    bodyFont: body?.family ?? heading?.family ?? 'Inter',
  };
}
