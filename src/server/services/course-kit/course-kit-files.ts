import { strToU8 } from 'fflate';
import type { CourseKitFormat } from '../../../shared/course-kit.js';
import type { CourseQuizzes } from './course-quizzes.js';
import { writeGift } from './quiz-bank/write-gift.js';
import { writeQtiPackage } from './quiz-bank/write-qti.js';
import { writeQuizCsv } from './quiz-bank/write-quiz-csv.js';

/** How a file of the course kit is written from the course's quizzes: its extension, media type and writer. */
export interface CourseKitWriter {
  extension: string;
  contentType: string;
  write: (course: CourseQuizzes) => Uint8Array;
}

/**
 * The course kit's writers (docs/decisions/0073-course-plan.md), each registered once: the quiz bank as GIFT for
 * Moodle, as a QTI 1.2 package for Canvas, and as a spreadsheet. What each is called is in shared/course-kit.ts.
 */
export const COURSE_KIT_WRITERS: Record<CourseKitFormat, CourseKitWriter> = {
  gift: { extension: 'txt', contentType: 'text/plain; charset=utf-8', write: (course) => strToU8(writeGift(course)) },
  qti: { extension: 'zip', contentType: 'application/zip', write: writeQtiPackage },
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8', write: (course) => strToU8(writeQuizCsv(course)) },
};
