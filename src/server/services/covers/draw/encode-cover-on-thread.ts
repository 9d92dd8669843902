import { COVER_DRAWING_RETRY_SECONDS, COVER_DRAWINGS_WAITING } from '../../../limits.js';
import { createServerThreadPool } from '../../../threads/server-thread-pool.js';
import type { EncodedCanvas } from './encode-cover.js';
import type { CoverSpec } from './render-cover.js';

/** What a drawing thread is sent: a cover's design and the canvas to encode it on. */
export interface CoverTask {
  spec: CoverSpec;
  canvas: EncodedCanvas;
}

export const COVER_DRAWINGS_BUSY_MESSAGE = 'The server is busy drawing other covers. Please try again in a moment.';

/**
 * Threads that draw, rasterise and encode covers (encode-cover.ts), so a burst of previews leaves a core to the
 * server's requests, as the cover checks' threads do (check-cover-png.ts); past COVER_DRAWINGS_WAITING waiting, a
 * drawing is a 503.
 */
const pool = createServerThreadPool<Uint8Array>(import.meta.filename, 'encode-cover-worker', {
  maxWaiting: COVER_DRAWINGS_WAITING,
  busyMessage: COVER_DRAWINGS_BUSY_MESSAGE,
  retryAfterSeconds: COVER_DRAWING_RETRY_SECONDS,
  failureMessage: 'The cover could not be drawn',
});

/**
 * The cover encoded on a drawing thread: laying out its type, rasterising 1600×2400 pixels and encoding them as PNG
 * or JPEG never hold the server's main thread (docs/decisions/0068-cover-work-off-the-main-thread.md).
 */
export async function encodeCoverOnThread(spec: CoverSpec, canvas: EncodedCanvas): Promise<Buffer> {
  const bytes = await pool.run({ spec, canvas } satisfies CoverTask);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
