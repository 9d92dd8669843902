import { describe, expect, it } from 'vitest';
import { COVER_PNG } from '../../../../tests/support/book-fixtures.js';
import {
  PNG_SIGNATURE as SIGNATURE,
  pngChunk as chunk,
  pngHeader as header,
  rgbaPng as png,
} from '../../../../tests/support/png-bytes.js';
import { COVER_MAX_ASPECT_RATIO } from '../../limits.js';
import { checkCoverPng } from './check-cover-png.js';

const NOT_PNG = { code: 'BAD_REQUEST', field: 'imageUrl', message: 'No cover image available' };
const INVALID = { code: 'BAD_REQUEST', field: 'imageUrl', message: 'The cover image is not a valid PNG file' };

describe('checkCoverPng', () => {
  it('accepts a rendered cover and whole PNGs, interlaced ones too', async () => {
    await expect(checkCoverPng(Buffer.from(COVER_PNG))).resolves.toBeUndefined();
    await expect(checkCoverPng(png(3, 5))).resolves.toBeUndefined();
    // Adam7 on 3×5: passes of 1×1, none, 1×1, 1×2, 2×1, 1×3 and 3×2 pixels, each row with its filter byte.
    const interlacedBytes = 5 + 5 + 2 * 5 + 9 + 3 * 5 + 2 * 13;
    await expect(checkCoverPng(png(3, 5, { interlace: 1, rawBytes: interlacedBytes }))).resolves.toBeUndefined();
  });

  it('refuses bytes that are no PNG at all as before', async () => {
    await expect(checkCoverPng(Buffer.from('hello'))).rejects.toMatchObject(NOT_PNG);
  });

  it.each([
    ['the signature followed by HTML', Buffer.concat([SIGNATURE, Buffer.from('<html><body>hi</body></html>')])],
    ['a width of 0', png(0, 10, { rawBytes: 10 })],
    ['a height of 0', png(10, 0, { rawBytes: 0 })],
    ['image data shorter than the header promises', png(10, 10, { rawBytes: 10 * 41 - 1 })],
    ['image data longer than the header promises', png(10, 10, { rawBytes: 10 * 41 + 4_000 })],
    ['a chunk whose checksum is wrong', Buffer.from(png(2, 2)).fill(3, 19, 20)],
    ['a chunk cut short', png(2, 2).subarray(0, 30)],
    ['no end chunk', png(2, 2).subarray(0, -12)],
    ['a palette depth of 16', Buffer.concat([SIGNATURE, header(2, 2, { bitDepth: 16, colourType: 3 })])],
  ])('refuses %s, naming the image', async (_name, bytes) => {
    await expect(checkCoverPng(bytes)).rejects.toMatchObject(INVALID);
  });

  it.each([
    [30_000, 30_000],
    [65_535, 65_535],
  ])('refuses %i × %i pixels from its header alone, before inflating anything', async (width, height) => {
    const bomb = Buffer.concat([SIGNATURE, header(width, height), chunk('IEND', Buffer.alloc(0))]);
    await expect(checkCoverPng(bomb)).rejects.toMatchObject({
      field: 'imageUrl',
      message: expect.stringMatching(
        /^The cover image is [\d,]+ × [\d,]+ pixels; the largest allowed is 40 megapixels$/,
      ),
    });
  });

  it('refuses an image whose longer side is over COVER_MAX_ASPECT_RATIO times its shorter, either way up', async () => {
    const tooThin = (width: number, height: number) => ({
      field: 'imageUrl',
      message: `The cover image is ${width} × ${height} pixels; a cover's longer side may be at most ${COVER_MAX_ASPECT_RATIO} times its shorter one`,
    });
    await expect(checkCoverPng(png(100, 100 * COVER_MAX_ASPECT_RATIO))).resolves.toBeUndefined();
    await expect(checkCoverPng(png(100 * COVER_MAX_ASPECT_RATIO, 100))).resolves.toBeUndefined();
    await expect(checkCoverPng(png(100, 100 * COVER_MAX_ASPECT_RATIO + 1))).rejects.toMatchObject(tooThin(100, 401));
    await expect(checkCoverPng(png(100 * COVER_MAX_ASPECT_RATIO + 1, 100))).rejects.toMatchObject(tooThin(401, 100));
    await expect(checkCoverPng(png(16, 8_000))).rejects.toMatchObject({ field: 'imageUrl' });
  });

  it('stops inflating a compression bomb at the size its header promises', async () => {
    const bomb = png(100, 100, { rawBytes: 20_000_000 });
    expect(bomb.length).toBeLessThan(50_000);
    await expect(checkCoverPng(bomb)).rejects.toMatchObject(INVALID);
  });
});
