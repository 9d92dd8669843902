import { Resvg } from '@resvg/resvg-js';
import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import { COVER_STYLES } from '../../../../shared/catalog.js';
import { safeArea } from './canvas.js';
import { COVER_SHAPE_NAMES, COVER_SHAPES, renderCoverShape } from './cover-shapes.js';
import { drawCover, rasterOptions, svgDocument, type CoverSpec } from './render-cover.js';

const LONG_TITLE =
  'The Complete Beginner Guide to Sourdough Baking at Home for Busy Families Who Want Real Bread Every Day: ' +
  'From Your First Starter to a Perfect Crusty Loaf';

const spec = (fields: Partial<CoverSpec>): CoverSpec => ({
  title: 'Prep Once, Eat All Week',
  author: 'Jordan Avery',
  style: 'professional',
  colorScheme: 'blue and purple gradients',
  ...fields,
});

describe('renderCoverShape', () => {
  it.each([
    ['ebook', 1600, 2560, 'image/jpeg'],
    ['portrait', 1600, 2400, 'image/png'],
    ['banner', 1280, 720, 'image/jpeg'],
    ['square', 1000, 1000, 'image/jpeg'],
  ] as const)('draws the %s cover at %i×%i as %s', async (name, width, height, mimeType) => {
    const cover = await renderCoverShape(spec({ style: 'vibrant' }), name);
    const image = new mupdf.Image(cover.bytes);
    expect({ width: image.getWidth(), height: image.getHeight(), mimeType: cover.mimeType }).toEqual({
      width,
      height,
      mimeType,
    });
    expect(cover.bytes.subarray(0, 3).toString('hex')).toBe(mimeType === 'image/jpeg' ? 'ffd8ff' : '89504e');
  });

  it('lays art out to cover each shape rather than stretching it', () => {
    const art = { bytes: Buffer.from('art'), mimeType: 'image/png' };
    for (const name of COVER_SHAPE_NAMES) {
      const { width, height } = COVER_SHAPES[name];
      expect(drawCover(spec({ art }), COVER_SHAPES[name]).svg).toContain(
        `width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"`,
      );
    }
  });
});

describe.each(COVER_SHAPE_NAMES)('a long title on the %s cover', (name) => {
  const shape = COVER_SHAPES[name];
  it.each(COVER_STYLES)('is set whole inside the safe area, at a readable size, in the %s style', (style) => {
    const { layers, fonts } = drawCover(spec({ style, title: LONG_TITLE }), shape);
    const box = new Resvg(svgDocument(shape, layers.title), rasterOptions(fonts)).getBBox();
    const area = safeArea(shape);
    expect(box, 'the title drew nothing').toBeDefined();
    expect(layers.title, 'the title was cut short').not.toContain('…');
    expect(box!.x).toBeGreaterThanOrEqual(area.x);
    expect(box!.y).toBeGreaterThanOrEqual(area.y);
    expect(box!.x + box!.width).toBeLessThanOrEqual(area.x + area.width);
    expect(box!.y + box!.height).toBeLessThanOrEqual(area.y + area.height);
    const sizes = [...layers.title.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
    // A line of type at least 1/40 of the shape's height reads in a store's listing.
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(shape.height / 40);
  });
});
