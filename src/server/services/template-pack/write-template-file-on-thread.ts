import { FILES_MADE_RETRY_SECONDS, KIT_FILES_WAITING } from '../../limits.js';
import { createServerThreadPool } from '../../threads/server-thread-pool.js';
import type { TemplateFileTask } from './pack-contents.js';

export const TEMPLATE_FILES_BUSY_MESSAGE =
  'The server is busy making other template files. Please try again in a moment.';

/** Threads that write a template pack's files (template-files.ts); past KIT_FILES_WAITING waiting, a file is a 503. */
const pool = createServerThreadPool<Uint8Array>(import.meta.filename, 'write-template-file-worker', {
  maxWaiting: KIT_FILES_WAITING,
  busyMessage: TEMPLATE_FILES_BUSY_MESSAGE,
  retryAfterSeconds: FILES_MADE_RETRY_SECONDS,
  failureMessage: "The template pack's file could not be written",
});

/**
 * One file of a template pack written on a thread: a spreadsheet's cells, checks and styles, and the ZIP of every
 * template, take tens of milliseconds of CPU that never hold the server's main thread
 * (docs/decisions/0075-files-made-on-request.md).
 */
export const writeTemplateFileOnThread = (task: TemplateFileTask) => pool.run(task);
