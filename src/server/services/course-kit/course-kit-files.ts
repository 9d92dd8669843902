import { strToU8 } from 'fflate';
import type { CourseQuizzes } from './course-quizzes.js';
import { writeGift } from './quiz-bank/write-gift.js';
import { writeQtiPackage } from './quiz-bank/write-qti.js';
import { writeQuizCsv } from './quiz-bank/write-quiz-csv.js';

/** A file of the course kit: what its name ends in, what it is, and how it is written from the course's quizzes. */
export interface CourseKitFile {
  /** Follows the course's title in the file's name, in brackets: "Slow Mornings (Quiz Bank, Moodle GIFT).txt". */
  label: string;
  extension: string;
  contentType: string;
  write: (course: CourseQuizzes) => Uint8Array;
}

/**
 * The course kit's files (docs/decisions/0073-course-plan.md), each registered once: the quiz bank as GIFT for
 * Moodle, as a QTI 1.2 package for Canvas, and as a spreadsheet.
 */
export const COURSE_KIT_FILES = {
  gift: {
    label: 'Quiz Bank, Moodle GIFT',
    extension: 'txt',
    contentType: 'text/plain; charset=utf-8',
    write: (course) => strToU8(writeGift(course)),
  },
  qti: {
    label: 'Quiz Bank, Canvas QTI',
    extension: 'zip',
    contentType: 'application/zip',
    write: writeQtiPackage,
  },
  csv: {
    label: 'Quiz Bank',
    extension: 'csv',
    contentType: 'text/csv; charset=utf-8',
    write: (course) => strToU8(writeQuizCsv(course)),
  },
} as const satisfies Record<string, CourseKitFile>;

export type CourseKitFormat = keyof typeof COURSE_KIT_FILES;
