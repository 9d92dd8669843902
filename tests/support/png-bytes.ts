/** PNG files made byte by byte, whole or broken in one chosen way, for tests of what a cover image may be. */
import { crc32, deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

export function pngHeader(width: number, height: number, { bitDepth = 8, colourType = 6, interlace = 0 } = {}): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([bitDepth, colourType, 0, 0, interlace], 8);
  return pngChunk('IHDR', data);
}

/** An RGBA PNG of `width` × `height` whose image data inflates to `rawBytes` (the right size unless told). */
export function rgbaPng(
  width: number,
  height: number,
  { rawBytes = height * (1 + width * 4), interlace = 0 } = {},
): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    pngHeader(width, height, { interlace }),
    pngChunk('IDAT', deflateSync(Buffer.alloc(rawBytes))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
