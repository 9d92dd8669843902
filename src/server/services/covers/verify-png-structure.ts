import { once } from 'node:events';
import { crc32, createInflate } from 'node:zlib';
import { formatCount } from '../../../shared/format-count.js';
import { COVER_MAX_ASPECT_RATIO, COVER_MAX_PIXELS } from '../../limits.js';
import { AppError } from '../../errors/app-error.js';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Samples per pixel of each PNG colour type: grey, RGB, palette, grey + alpha, RGB + alpha. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const BIT_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
/** Adam7's seven passes: the column and row each starts at, and the step between them. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

const notPng = () => new AppError('BAD_REQUEST', 'No cover image available', 'imageUrl');
/** Whether the bytes start as a PNG file does. */
export const startsAsPng = (bytes: Buffer): boolean =>
  bytes.length >= SIGNATURE.length && bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE);

const invalid = () => new AppError('BAD_REQUEST', 'The cover image is not a valid PNG file', 'imageUrl');

type Header = { width: number; height: number; bitsPerPixel: number; interlaced: boolean };

/** The bytes of the image once its rows are inflated: each row one filter byte and its packed pixels. */
function rawSize({ width, height, bitsPerPixel, interlaced }: Header): number {
  const rowBytes = (pixels: number) => (pixels === 0 ? 0 : 1 + Math.ceil((pixels * bitsPerPixel) / 8));
  if (!interlaced) return height * rowBytes(width);
  return ADAM7.reduce((total, [column, row, columnStep, rowStep]) => {
    const columns = Math.ceil(Math.max(0, width - column) / columnStep);
    const rows = Math.ceil(Math.max(0, height - row) / rowStep);
    return total + (columns === 0 ? 0 : rows * rowBytes(columns));
  }, 0);
}

function readHeader(data: Buffer): Header {
  if (data.length !== 13) throw invalid();
  const width = data.readUInt32BE(0);
  const height = data.readUInt32BE(4);
  const [bitDepth, colourType, compression, filter, interlace] = [8, 9, 10, 11, 12].map((at) => data[at]!);
  const channels = CHANNELS[colourType!];
  if (!channels || !BIT_DEPTHS[colourType!]!.includes(bitDepth!) || compression !== 0 || filter !== 0) throw invalid();
  if (interlace !== 0 && interlace !== 1) throw invalid();
  if (width === 0 || height === 0) throw invalid();
  if (width * height > COVER_MAX_PIXELS) {
    throw new AppError(
      'BAD_REQUEST',
      `The cover image is ${formatCount(width)} × ${formatCount(height)} pixels; the largest allowed is ${formatCount(COVER_MAX_PIXELS / 1_000_000)} megapixels`,
      'imageUrl',
    );
  }
  if (Math.max(width, height) > COVER_MAX_ASPECT_RATIO * Math.min(width, height)) {
    throw new AppError(
      'BAD_REQUEST',
      `The cover image is ${formatCount(width)} × ${formatCount(height)} pixels; a cover's longer side may be at most ${COVER_MAX_ASPECT_RATIO} times its shorter one`,
      'imageUrl',
    );
  }
  return { width, height, bitsPerPixel: channels * bitDepth!, interlaced: interlace === 1 };
}

/**
 * Checks that the bytes are a whole PNG a renderer can draw within bounds: the signature, a header of a real size no
 * larger than COVER_MAX_PIXELS and no thinner than COVER_MAX_ASPECT_RATIO allows, every chunk whole with its
 * checksum, the image data inflating to exactly the rows the header promises (counted as it inflates and never kept,
 * stopping past that, so a compression bomb costs no memory), and the end chunk. Anything else is a 400 naming the
 * image: 'No cover image available' for bytes that are no PNG at all, as before, and a message saying what is wrong
 * with one that is (docs/product-rules.md R34). It runs on a worker thread (check-cover-png.ts), never on the
 * server's main thread.
 */
export async function verifyPngStructure(png: Buffer): Promise<void> {
  if (!startsAsPng(png)) throw notPng();
  let header: Header | null = null;
  const imageData: Buffer[] = [];
  let offset = SIGNATURE.length;
  let ended = false;
  while (!ended) {
    if (offset + 12 > png.length) throw invalid();
    const length = png.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > png.length) throw invalid();
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    if (crc32(typeAndData) !== png.readUInt32BE(offset + 8 + length)) throw invalid();
    const type = typeAndData.toString('latin1', 0, 4);
    const data = typeAndData.subarray(4);
    if (header === null && type !== 'IHDR') throw invalid();
    if (type === 'IHDR') header = readHeader(data);
    else if (type === 'IDAT') imageData.push(data);
    else if (type === 'IEND') ended = true;
    offset = end;
  }
  if (!header || imageData.length === 0) throw invalid();
  const expected = rawSize(header);
  if ((await inflatedSize(Buffer.concat(imageData), expected)) !== expected) throw invalid();
}

/** The size the image data inflates to, read in pieces and dropped as it goes, stopping once it passes `limit`. */
async function inflatedSize(compressed: Buffer, limit: number): Promise<number> {
  const inflater = createInflate();
  let size = 0;
  inflater.on('data', (piece: Buffer) => {
    size += piece.length;
    if (size > limit) inflater.destroy(invalid());
  });
  inflater.end(compressed);
  try {
    await once(inflater, 'end');
  } catch {
    throw invalid();
  }
  return size;
}
