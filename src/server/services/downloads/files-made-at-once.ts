import { FILES_MADE_AT_ONCE, FILES_MADE_RETRY_SECONDS } from '../../limits.js';
import type { PerUserLimit } from '../per-user-limit.js';

/** A file made past FILES_MADE_AT_ONCE: the project page asks for one at a time, so this is a burst of them. */
export const FILES_MADE_AT_ONCE_MESSAGE = `You are already downloading ${FILES_MADE_AT_ONCE} files. Please wait a moment for them to finish, then try again.`;

/**
 * How many of one user's files made while they wait may be under way at once, the download of everything and the
 * course kit's files together: each is packed or written on the main thread
 * (docs/decisions/0075-files-made-on-request.md).
 */
export const FILES_MADE_LIMIT: PerUserLimit = {
  atOnce: FILES_MADE_AT_ONCE,
  message: FILES_MADE_AT_ONCE_MESSAGE,
  retryAfterSeconds: FILES_MADE_RETRY_SECONDS,
};
