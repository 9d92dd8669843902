import { FILES_MADE_RETRY_SECONDS, EDITION_FILES_WAITING } from '../../limits.js';
import { createServerThreadPool } from '../../threads/server-thread-pool.js';
import type { EditionTask } from '../products/product-editions.js';

const EDITION_FILES_BUSY_MESSAGE = 'The server is busy making other files. Please try again in a moment.';

/** Threads that write the kinds' editions (products/product-editions.ts); past EDITION_FILES_WAITING waiting, a 503. */
const pool = createServerThreadPool<Uint8Array>(import.meta.filename, 'write-edition-worker', {
  maxWaiting: EDITION_FILES_WAITING,
  busyMessage: EDITION_FILES_BUSY_MESSAGE,
  retryAfterSeconds: FILES_MADE_RETRY_SECONDS,
  failureMessage: 'The file could not be written',
});

/**
 * A file of a course's kit or a template pack written on an edition thread: slide decks, SCORM packages, lesson pages,
 * spreadsheets and the ZIPs of them take tens of milliseconds of CPU to lay out and zip, which never hold the server's
 * main thread (docs/decisions/0075-files-made-on-request.md). One pool for every kind, so a burst of one kind's files
 * and another's together take no more cores than either alone.
 */
export const writeEditionOnThread = (task: EditionTask) => pool.run(task);
