import { COVER_DRAWING_RETRY_SECONDS, COVER_DRAWINGS_AT_ONCE } from '../../limits.js';
import type { PerUserLimit } from '../per-user-limit.js';

/** A cover drawing past COVER_DRAWINGS_AT_ONCE: the page asks for one at a time, so this is a burst of them. */
export const COVER_DRAWINGS_AT_ONCE_MESSAGE = `You are already drawing ${COVER_DRAWINGS_AT_ONCE} covers. Please wait a moment for them to finish, then try again.`;

/**
 * How many of one user's cover drawings (a preview, a project cover's redraw) may be under way at once on each of
 * their routes: each takes a drawing thread for about a second, whether or not an image model paints its art
 * (docs/decisions/0068-cover-work-off-the-main-thread.md).
 */
export const COVER_DRAWINGS_LIMIT: PerUserLimit = {
  atOnce: COVER_DRAWINGS_AT_ONCE,
  message: COVER_DRAWINGS_AT_ONCE_MESSAGE,
  retryAfterSeconds: COVER_DRAWING_RETRY_SECONDS,
};
