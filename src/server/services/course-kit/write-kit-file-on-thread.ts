import { COURSE_KIT_FORMATS, courseKitCounts, kitFileReady, type CourseKitFormat } from '../../../shared/course-kit.js';
import { writeEditionOnThread } from '../editions/write-edition-on-thread.js';
import { COURSE_KIT_WRITERS, type CourseKitSource } from '../products/course/course-kit-files.js';
import { writtenLessons } from '../products/course/course-parts.js';

/** One file of the course kit written on an edition thread; the deck theme is read here, and only for a file set in it. */
export async function writeKitFileOnThread(format: CourseKitFormat, course: CourseKitSource): Promise<Uint8Array> {
  const { deckTheme, ...source } = course;
  const theme = COURSE_KIT_WRITERS[format].setInDeckTheme ? await deckTheme() : null;
  return writeEditionOnThread({ kind: 'course', file: { ...source, format, deckTheme: theme } });
}

/**
 * Every file of the kit the course has what it needs for (shared/course-kit.ts kitFileReady), written on edition
 * threads one after another: a download of everything holds one place in the threads' line at a time, so one user's
 * FILES_MADE_AT_ONCE downloads never fill the line that other users' files wait in.
 */
export async function readyCourseKitFiles(course: CourseKitSource) {
  const counts = courseKitCounts(course.plan, writtenLessons(course.modules));
  const files = [];
  for (const format of COURSE_KIT_FORMATS.filter((each) => kitFileReady(each, counts)))
    files.push({ format, bytes: await writeKitFileOnThread(format, course) });
  return files;
}
