/**
 * Renders one cover per style, and a contact sheet of them all, to look at:
 *   npx tsx scripts/render-cover-samples.ts [out dir] [title] [colour scheme]
 * Defaults: /tmp/covers, a mid-length title, the default colour scheme.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { COVER_STYLES, DEFAULT_COLOR_SCHEME } from '../src/shared/catalog.js';
import { renderCover } from '../src/server/covers/render-cover.js';

const [outDir = '/tmp/covers', title = 'Prep Once, Eat All Week: The Busy Parent Meal Plan', colorScheme] =
  process.argv.slice(2);
const SHEET_COLUMNS = 5;
const THUMB = { width: 400, height: 533, gap: 10 };

mkdirSync(outDir, { recursive: true });
const covers: Buffer[] = [];
for (const style of COVER_STYLES) {
  const png = await renderCover({
    title,
    author: 'Jordan Avery',
    style,
    colorScheme: colorScheme ?? DEFAULT_COLOR_SCHEME,
  });
  writeFileSync(path.join(outDir, `${style}.png`), png);
  covers.push(png);
}

const rows = Math.ceil(covers.length / SHEET_COLUMNS);
const images = covers
  .map((png, index) => {
    const x = (index % SHEET_COLUMNS) * (THUMB.width + THUMB.gap);
    const y = Math.floor(index / SHEET_COLUMNS) * (THUMB.height + THUMB.gap);
    return `<image href="data:image/png;base64,${png.toString('base64')}" x="${x}" y="${y}" width="${THUMB.width}" height="${THUMB.height}"/>`;
  })
  .join('');
const sheet = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHEET_COLUMNS * (THUMB.width + THUMB.gap)}" height="${rows * (THUMB.height + THUMB.gap)}">${images}</svg>`;
writeFileSync(path.join(outDir, 'sheet.png'), new Resvg(sheet, { font: { loadSystemFonts: false } }).render().asPng());
console.log(`${covers.length} covers and sheet.png in ${outDir}`);
