import { strToU8 } from 'fflate';
import type { CourseKitFormat } from '../../../../shared/course-kit.js';
import type { BookPlan } from '../../../../shared/schemas/book-plan.js';
import { courseQuizzesOf, type CourseQuizzes } from './course-quizzes.js';
import { writeGift } from './quiz-bank/write-gift.js';
import { writeQtiPackage } from './quiz-bank/write-qti.js';
import { writeQuizCsv } from './quiz-bank/write-quiz-csv.js';
import { writeScormPackage } from './scorm/write-scorm-package.js';
import { writeLessonPages } from './lesson-pages/write-lesson-pages.js';
import { writeSlideDecks } from './slide-decks/write-slide-decks.js';
import type { DeckTheme } from '../../render/pptx/deck-theme.js';
import type { CourseEnds, CourseModuleText } from './course-parts.js';

/**
 * What a course's kit is made from: the project's id (its packages' identifiers), its plan, and each module of the
 * plan as written (null while not).
 */
export interface CourseKitSource {
  projectId: string;
  plan: BookPlan;
  modules: (CourseModuleText | null)[];
  /** The written overview and conclusion, which the SCORM package shows before and after the modules. */
  ends: CourseEnds;
  /** The cover's colours and type, which the slide decks are set in; read only by a writer that needs them. */
  deckTheme: () => Promise<DeckTheme>;
}

/** How a file of the course kit is written: its extension, media type and writer, given a plan it can be made from. */
export interface CourseKitWriter {
  extension: string;
  contentType: string;
  write: (course: CourseKitSource) => Uint8Array | Promise<Uint8Array>;
  /** Whether the file is set in the cover's colours and type (`deckTheme`). */
  setInDeckTheme?: true;
}

/** A quiz bank's writer, over the quizzes of a plan that has some (shared/course-kit.ts kitFileReady). */
const quizBank =
  (write: (quizzes: CourseQuizzes) => Uint8Array) =>
  ({ projectId, plan }: CourseKitSource) => {
    const quizzes = courseQuizzesOf(projectId, plan);
    if (!quizzes) throw new Error('A quiz bank is made only from a plan with quiz questions');
    return write(quizzes);
  };

/**
 * The course kit's writers (docs/decisions/0073-course-plan.md, 0074-course-run.md), each registered once: the
 * lesson pages, the slide decks, the SCORM 1.2 package, and
 * the quiz bank as GIFT for Moodle, as a QTI 1.2 package for Canvas, and as a spreadsheet. What each is called, where
 * it goes and what it needs are in shared/course-kit.ts.
 */
export const COURSE_KIT_WRITERS: Record<CourseKitFormat, CourseKitWriter> = {
  lessons: { extension: 'zip', contentType: 'application/zip', write: writeLessonPages },
  slides: { extension: 'zip', contentType: 'application/zip', write: writeSlideDecks, setInDeckTheme: true },
  scorm: { extension: 'zip', contentType: 'application/zip', write: writeScormPackage },
  gift: {
    extension: 'txt',
    contentType: 'text/plain; charset=utf-8',
    write: quizBank((quizzes) => strToU8(writeGift(quizzes))),
  },
  qti: { extension: 'zip', contentType: 'application/zip', write: quizBank(writeQtiPackage) },
  csv: {
    extension: 'csv',
    contentType: 'text/csv; charset=utf-8',
    write: quizBank((quizzes) => strToU8(writeQuizCsv(quizzes))),
  },
};

/** What a thread is sent to write a file of the kit: the file, and what it is written from, its deck theme read beforehand. */
export interface KitFileTask extends Omit<CourseKitSource, 'deckTheme'> {
  format: CourseKitFormat;
  deckTheme: DeckTheme | null;
}

/** Writes a file of the kit on a thread (editions/write-edition-on-thread.ts). */
export function writeKitFile({ format, deckTheme, ...course }: KitFileTask) {
  const theme = async () => {
    if (!deckTheme) throw new Error(`The ${format} file was sent without the deck theme it is set in`);
    return deckTheme;
  };
  return COURSE_KIT_WRITERS[format].write({ ...course, deckTheme: theme });
}
