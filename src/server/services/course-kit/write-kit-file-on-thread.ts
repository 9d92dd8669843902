import { COURSE_KIT_FORMATS, courseKitCounts, kitFileReady, type CourseKitFormat } from '../../../shared/course-kit.js';
import { FILES_MADE_RETRY_SECONDS, KIT_FILES_WAITING } from '../../limits.js';
import { createServerThreadPool } from '../../threads/server-thread-pool.js';
import type { DeckTheme } from '../covers/project-deck-theme.js';
import { COURSE_KIT_WRITERS, type CourseKitSource } from './course-kit-files.js';
import { writtenLessons } from './read-course-modules.js';

/** What a kit thread is sent: the file to write, and what it is written from, its deck theme read beforehand. */
export interface KitFileTask extends Omit<CourseKitSource, 'deckTheme'> {
  format: CourseKitFormat;
  deckTheme: DeckTheme | null;
}

export const KIT_FILES_BUSY_MESSAGE = 'The server is busy making other course files. Please try again in a moment.';

/** Threads that write the course kit's files (course-kit-files.ts); past KIT_FILES_WAITING waiting, a file is a 503. */
const pool = createServerThreadPool<Uint8Array>(import.meta.filename, 'write-kit-file-worker', {
  maxWaiting: KIT_FILES_WAITING,
  busyMessage: KIT_FILES_BUSY_MESSAGE,
  retryAfterSeconds: FILES_MADE_RETRY_SECONDS,
  failureMessage: "The course kit's file could not be written",
});

/**
 * One file of the course kit written on a kit thread: a course's slide decks, SCORM package and lesson pages take tens
 * of milliseconds of CPU to lay out and zip, which never hold the server's main thread
 * (docs/decisions/0075-files-made-on-request.md). The deck theme is read here, and only for a file set in it.
 */
export async function writeKitFileOnThread(format: CourseKitFormat, course: CourseKitSource): Promise<Uint8Array> {
  const { deckTheme, ...source } = course;
  const theme = COURSE_KIT_WRITERS[format].setInDeckTheme ? await deckTheme() : null;
  return pool.run({ ...source, format, deckTheme: theme } satisfies KitFileTask);
}

/**
 * Every file of the kit the course has what it needs for (shared/course-kit.ts kitFileReady), written on kit threads
 * one after another: a download of everything holds one place in the threads' line at a time, so one user's
 * FILES_MADE_AT_ONCE downloads never fill the line that other users' files wait in.
 */
export async function readyCourseKitFiles(course: CourseKitSource) {
  const counts = courseKitCounts(course.plan, writtenLessons(course.modules));
  const files = [];
  for (const format of COURSE_KIT_FORMATS.filter((each) => kitFileReady(each, counts)))
    files.push({ format, bytes: await writeKitFileOnThread(format, course) });
  return files;
}
