/**
 * Renders one cover per style, and a contact sheet of them all, to look at:
 *   npx tsx scripts/render-cover-samples.ts [out dir] [title] [colour scheme] [author]
 * Defaults: /tmp/covers, a title with a subtitle, an emoji and an 'A' that a plain wrap would leave at a line's end,
 * and a colour scheme with words the built-in renderer cannot draw (it prints what it left out).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { COVER_STYLES } from '../src/shared/catalog.js';
import { COVER_HEIGHT, COVER_WIDTH } from '../src/server/services/covers/draw/canvas.js';
import { renderCover } from '../src/server/services/covers/draw/render-cover.js';

const [
  outDir = '/tmp/covers',
  title = 'Slow Mornings at Home: A Gentle Plan for Calm Days and a Quiet Mind ☕',
  colorScheme = 'soft watercolor blues and sage green',
  author = 'Maya Lindqvist 🌿',
] = process.argv.slice(2);
const SHEET_COLUMNS = 3;
const THUMB = { width: 400, height: Math.round((400 * COVER_HEIGHT) / COVER_WIDTH), gap: 10 };

mkdirSync(outDir, { recursive: true });
const covers: Buffer[] = [];
for (const style of COVER_STYLES) {
  const png = await renderCover({
    title,
    author,
    style,
    colorScheme,
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
