import { serveOnThread } from '../../../threads/serve-on-thread.js';
import { encodeCover } from './encode-cover.js';
import type { CoverTask } from './encode-cover-on-thread.js';

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A thread of encode-cover-on-thread.ts's pool: draws and encodes each cover it is sent and answers its bytes. */
serveOnThread(({ spec, canvas }: CoverTask): Uint8Array => {
  // Bytes arrive as a Uint8Array: the art is read as a Buffer.
  const art = spec.art && { mimeType: spec.art.mimeType, bytes: asBuffer(spec.art.bytes) };
  return encodeCover({ ...spec, ...(art ? { art } : {}) }, canvas);
});
