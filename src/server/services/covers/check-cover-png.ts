import { AppError, type ErrorCode } from '../../errors/app-error.js';
import { COVER_CHECKS_WAITING, COVER_SAVE_RETRY_SECONDS } from '../../limits.js';
import { createServerThreadPool } from '../../threads/server-thread-pool.js';

/** What a check's thread answers: the 400 it refuses the image with, or none. */
export interface PngCheckReply {
  refusal: { code: ErrorCode; message: string; field: string | undefined } | null;
}

export const COVER_CHECKS_BUSY_MESSAGE =
  'The server is busy checking other cover images. Please try again in a moment.';

/**
 * Threads that check inline cover images (verify-png-structure.ts), so a burst of saves leaves a core to the server's
 * requests; past COVER_CHECKS_WAITING waiting, a save is a 503.
 */
const pool = createServerThreadPool<PngCheckReply>(import.meta.filename, 'check-cover-png-worker', {
  maxWaiting: COVER_CHECKS_WAITING,
  busyMessage: COVER_CHECKS_BUSY_MESSAGE,
  retryAfterSeconds: COVER_SAVE_RETRY_SECONDS,
  failureMessage: 'The cover image could not be checked',
});

/**
 * Checks, before a cover image is stored, that its bytes are a whole PNG a renderer can draw within bounds
 * (verify-png-structure.ts says what is checked and with what 400), on a worker thread: reading, checksumming and
 * inflating a cover's megabytes never holds the server's main thread (docs/decisions/0049-cover-saves-off-the-main-thread.md).
 */
export async function checkCoverPng(png: Buffer): Promise<void> {
  const reply = await pool.run(png);
  if (reply.refusal) throw new AppError(reply.refusal.code, reply.refusal.message, reply.refusal.field);
}
