import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { BookPlan } from '../../../shared/schemas/book-plan.js';
import type { GenerateCoverImageInput } from '../../../shared/schemas/cover.js';
import type { Database } from '../../db/schema.js';
import { findProject } from '../book-model/find-project.js';
import { getCover } from './cover-store.js';
import { coverColorText } from './draw/cover-colors.js';
import { toHex, withLightness } from './draw/color.js';
import { parseColorScheme } from './draw/palette.js';
import { FONTS } from './draw/fonts.js';
import type { DeckTheme, InstallableFamily } from '../render/pptx/deck-theme.js';
import { drawCover } from './draw/render-cover.js';
import { coverSpecOf, projectCoverDesign } from './project-cover-design.js';

/**
 * The installable files of a family the covers set type in (`FONTS`), or null for another family. A document (a
 * slide deck) names a face by its family and a bold flag, which an office suite finds in the family's Regular and
 * Bold files: the other weights carry their weight in their family name ('Inter Light').
 */
function installableFamily(family: string): InstallableFamily | null {
  const known = Object.values(FONTS).find((font) => font.family === family);
  if (!known) return null;
  const folder = path.dirname(path.dirname(known.file));
  const prefix = family.replace(/ /g, '');
  const files = ['400Regular', '700Bold']
    .map((name) => ({
      file: path.join(folder, name, `${prefix}_${name}.ttf`),
      name: `${prefix}-${name.replace(/^\d+/, '')}.ttf`,
    }))
    .filter(({ file }) => existsSync(file));
  return { family, files, licenceFile: path.join(folder, 'LICENSE_FONT') };
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
  const headingFont = heading?.family ?? 'Inter';
  const bodyFont = body?.family ?? headingFont;
  return {
    background: hex(palette.background[0]),
    deep: hex(toHex(withLightness(palette.primary, 18))),
    ink: hex(palette.ink),
    softInk: hex(palette.softInk),
    accent: hex(palette.accentHex),
    headingFont,
    bodyFont,
    fontFamilies: [...new Set([headingFont, bodyFont])].flatMap((family) => installableFamily(family) ?? []),
  };
}
