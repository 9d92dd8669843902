import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { COVER_STYLES } from '../../../../shared/catalog.js';
import { COVER_HEIGHT, COVER_WIDTH, SAFE_AREA } from './canvas.js';
import { drawCover, rasterOptions, renderCover, type CoverSpec } from './render-cover.js';

const LONG_TITLE = (
  'The Complete Beginner Guide to Sourdough Baking at Home for Busy Families Who Want Real Bread Every Day ' +
  'Without Stress, Mess or Expensive Equipment: From Your First Starter to a Perfect Crusty Loaf Tonight'
).slice(0, 200);

const spec = (fields: Partial<CoverSpec>): CoverSpec => ({
  title: 'Prep Once, Eat All Week',
  author: 'Jordan Avery',
  style: 'professional',
  colorScheme: 'blue and purple gradients',
  ...fields,
});

/** The PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** The title alone on a transparent canvas, rasterised with the cover's own fonts. */
function titleAlone(cover: CoverSpec) {
  const { layers, fonts } = drawCover(cover);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">${layers.title}</svg>`;
  return new Resvg(svg, rasterOptions(fonts));
}

function inkedPixels(resvg: Resvg): number {
  const { pixels } = resvg.render();
  let count = 0;
  for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha]! > 128) count += 1;
  return count;
}

describe('renderCover', () => {
  it.each(COVER_STYLES)('draws a 2:3 PNG of 1600×2400, the 6×9 in trim, in the %s style', async (style) => {
    const png = await renderCover(spec({ style }));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: 1600, height: 2400 });
    expect(COVER_WIDTH / COVER_HEIGHT).toBe(6 / 9);
  });

  it('draws the nine styles differently', async () => {
    const covers = await Promise.all(COVER_STYLES.map((style) => renderCover(spec({ style }))));
    expect(new Set(covers.map((png) => png.toString('base64'))).size).toBe(COVER_STYLES.length);
  });

  it('sets type on background art when an image model drew some', async () => {
    const art = await renderCover(spec({ style: 'minimalist', colorScheme: 'red' }));
    const plain = await renderCover(spec({ style: 'bold' }));
    const withArt = await renderCover(spec({ style: 'bold', art: { bytes: art, mimeType: 'image/png' } }));
    expect(pngSize(withArt)).toEqual({ width: 1600, height: 2400 });
    expect(withArt.equals(plain)).toBe(false);
  });
});

describe('type over art', () => {
  it('turns dark type light, since the art lies under a dark scrim', () => {
    const art = { bytes: Buffer.from('art'), mimeType: 'image/png' };
    const fillOf = (fields: Partial<CoverSpec>) =>
      /<text[^>]* fill="(#[0-9a-f]{6})"/.exec(drawCover(spec(fields)).layers.title)![1];
    expect(fillOf({ style: 'minimalist' })).not.toBe('#f5f3ee');
    expect(fillOf({ style: 'minimalist', art })).toBe('#f5f3ee');
    expect(fillOf({ style: 'illustrated', colorScheme: 'pastel pink', art })).toBe('#ffffff');
  });
});

describe.each(COVER_STYLES)('the title of a %s cover', (style) => {
  it.each([
    ['a 200-character title', LONG_TITLE],
    ['a 3-character title', 'Zen'],
    ['a 200-character word', 'W'.repeat(200)],
    ['a title with emoji', 'Cook 🍲 Smarter 🚀'],
    ['an Arabic title', 'دليل الآباء العاملين المشغولين'],
    ['a Hebrew title with English', 'המדריך להורים עובדים: The Busy Parent Guide'],
    ['a Greek and Cyrillic title', 'Οδηγός για γονείς · Руководство для родителей'],
  ])('stays inside the safe area with its pixels drawn: %s', (_, title) => {
    const resvg = titleAlone(spec({ style, title }));
    const box = resvg.getBBox();
    expect(box, 'the title drew nothing: a font name does not match').toBeDefined();
    expect(box!.x).toBeGreaterThanOrEqual(SAFE_AREA.x);
    expect(box!.y).toBeGreaterThanOrEqual(SAFE_AREA.y);
    expect(box!.x + box!.width).toBeLessThanOrEqual(SAFE_AREA.x + SAFE_AREA.width);
    expect(box!.y + box!.height).toBeLessThanOrEqual(SAFE_AREA.y + SAFE_AREA.height);
    expect(inkedPixels(resvg)).toBeGreaterThan(2000);
  });

  it('sets a short title much larger than a long one', () => {
    const sizeOf = (title: string) =>
      Number(/font-size="([\d.]+)"/.exec(drawCover(spec({ style, title })).layers.title)![1]);
    expect(sizeOf('Zen')).toBeGreaterThan(sizeOf(LONG_TITLE) * 2);
  });
});

describe('titles in other scripts', () => {
  const titleLines = (title: string, style: CoverSpec['style']) =>
    [...drawCover(spec({ style, title })).layers.title.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map(
      (match) => match[1]!,
    );

  it.each(COVER_STYLES)('keeps every letter of Hebrew, Arabic, Greek and Cyrillic in the %s style', (style) => {
    const title = 'הורים עובדים الآباء Οδηγός Руководство';
    // A style with narrow display type may break the longest word across lines; no letter may go missing.
    const letters = (text: string) => text.replace(/ /g, '').toUpperCase();
    expect(letters(titleLines(title, style).join(''))).toBe(letters(title));
  });

  it('gives the rasteriser the fallback faces only for text that needs them', () => {
    const fontsOf = (title: string) => drawCover(spec({ style: 'modern', title })).fonts.map((font) => font.family);
    expect(fontsOf('Prep Once, Eat All Week')).not.toContain('Noto Sans Arabic');
    expect(fontsOf('دليل الآباء')).toContain('Noto Sans Arabic');
  });

  it('leaves out only what no cover font draws', () => {
    expect(titleLines('Cook 漢字 Smarter', 'modern').join(' ')).toBe('Cook Smarter');
  });
});

describe('emoji', () => {
  /** The title or author's emoji alone: the cover's svg with every other character's text made transparent. */
  const emojiPixels = (fields: Partial<CoverSpec>) => {
    const { svg, fonts } = drawCover(spec(fields));
    const emojiOnly = svg
      .replace(/<(rect|circle|ellipse|polygon|path|line|image)\b[^>]*\/>/g, '')
      .replace(/<text /g, '<text style="fill-opacity:0" ')
      .replace(/<tspan font-family="Noto Emoji"/g, '<tspan style="fill-opacity:1" font-family="Noto Emoji"');
    return inkedPixels(new Resvg(emojiOnly, rasterOptions(fonts)));
  };

  it.each(COVER_STYLES)('draws emoji of the title and the author in Noto Emoji in the %s style', (style) => {
    expect(emojiPixels({ style, title: 'Cook 🍲 Smarter' })).toBeGreaterThan(1500);
    expect(emojiPixels({ style, author: 'Jordan Avery 🌿' })).toBeGreaterThan(300);
    expect(emojiPixels({ style })).toBe(0);
  });

  /** Every inked pixel of the cover's type: the svg with its shapes and pictures taken out. */
  const typePixels = (fields: Partial<CoverSpec>) => {
    const { svg, fonts } = drawCover(spec(fields));
    return inkedPixels(
      new Resvg(svg.replace(/<(rect|circle|ellipse|polygon|path|line|image)\b[^>]*\/>/g, ''), rasterOptions(fonts)),
    );
  };

  it.each(COVER_STYLES)('keeps the words around a flag, a joined emoji or a skin tone in the %s style', (style) => {
    const plain = typePixels({ style, title: 'Ana Cooks Spain', author: 'Ana Núñez' });
    for (const emoji of ['🇪🇸', '👨‍👩‍👧', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '1️⃣']) {
      expect(typePixels({ style, title: `Ana Cooks ${emoji} Spain`, author: `Ana Núñez ${emoji}` })).toBe(plain);
    }
    const toned = typePixels({ style, title: 'Cook 👍🏽 Smarter', author: 'Ana Núñez' });
    expect(toned).toBe(typePixels({ style, title: 'Cook 👍 Smarter', author: 'Ana Núñez' }));
  });
});

describe('subtitles', () => {
  const sizes = (style: CoverSpec['style'], title: string) =>
    [...drawCover(spec({ style, title })).layers.title.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));

  it.each(COVER_STYLES)('sets the subtitle after a colon well below the title size in the %s style', (style) => {
    const [main, subtitle] = sizes(style, 'Slow Mornings: A Gentle Plan for Calm Days and a Quiet Mind');
    expect(subtitle).toBeDefined();
    expect(subtitle!).toBeLessThanOrEqual(main! * 0.42 + 0.1);
  });

  it('keeps a title without a colon at one size', () => {
    expect(sizes('professional', 'Slow Mornings at Home')).toHaveLength(1);
  });
});

describe('title wrapping', () => {
  it.each(COVER_STYLES)('breaks lines between words, never inside one, in the %s style', (style) => {
    const { layers } = drawCover(spec({ style, title: 'The Sourdough Starter Handbook' }));
    const lines = [...layers.title.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]!.toLowerCase());
    const words = lines.flatMap((line) => line.split(' '));
    expect(words).toEqual(['the', 'sourdough', 'starter', 'handbook']);
  });
});
