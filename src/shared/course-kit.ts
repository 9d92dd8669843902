/**
 * The course kit's files (docs/decisions/0073-course-plan.md) as the project page and the download of everything
 * name them: what each file is, its name's label after the course's title, which platform takes it and where, and
 * what the plan must have for it to be made.
 */
export const COURSE_KIT_FILES = {
  lessons: {
    button: 'Lesson pages (Markdown and HTML)',
    label: 'Lesson Pages',
    where:
      'Kajabi, Teachable, Thinkific, Podia or Gumroad: paste each lesson page into a text lesson, a folder per module; record each video from its module’s scripts.',
    needs: 'written',
  },
  slides: {
    button: 'Slide decks (PowerPoint)',
    label: 'Slide Decks',
    where:
      'PowerPoint, Keynote, Google Slides or LibreOffice: a deck per module to record its lesson videos over, the script in the speaker notes. Install the fonts in its Fonts folder first (Google Slides has them).',
    needs: 'lessons',
  },
  scorm: {
    button: 'Course for an LMS (SCORM 1.2)',
    label: 'SCORM 1.2',
    where:
      'LearnWorlds, Thinkific, Moodle, TalentLMS and most LMSs: add it as a SCORM package. It shows the lessons and quizzes and reports completion and score.',
    needs: 'lessons',
  },
  gift: {
    button: 'Quiz bank for Moodle (GIFT)',
    label: 'Quiz Bank, Moodle GIFT',
    where: 'Moodle: Question bank, Import, GIFT format.',
    needs: 'questions',
  },
  qti: {
    button: 'Quiz bank for Canvas (QTI ZIP)',
    label: 'Quiz Bank, Canvas QTI',
    where: 'Canvas: Settings, Import Course Content, QTI .zip file.',
    needs: 'questions',
  },
  csv: {
    button: 'Quiz bank as a spreadsheet (CSV)',
    label: 'Quiz Bank',
    where: 'Excel, Numbers or Google Sheets; platforms that build quizzes from a sheet.',
    needs: 'questions',
  },
} as const satisfies Record<
  string,
  { button: string; label: string; where: string; needs: 'lessons' | 'questions' | 'written' }
>;

export type CourseKitFormat = keyof typeof COURSE_KIT_FILES;
export const COURSE_KIT_FORMATS = [
  'lessons',
  'slides',
  'scorm',
  'gift',
  'qti',
  'csv',
] as const satisfies readonly CourseKitFormat[];

/** What a course holds that its kit's files are made from: its plan's lessons and questions, and its written lessons. */
export interface CourseKitCounts {
  lessons: number;
  questions: number;
  /** The lessons its written modules hold (shared/course-module-text.ts). */
  written: number;
}

/** The course's planned lessons and quiz questions, counted over its modules, and `written` lessons. */
export function courseKitCounts(
  plan: { chapters: readonly { lessons?: readonly unknown[]; quiz?: readonly unknown[] }[] },
  written: number,
): CourseKitCounts {
  return {
    lessons: plan.chapters.reduce((sum, module) => sum + (module.lessons?.length ?? 0), 0),
    questions: plan.chapters.reduce((sum, module) => sum + (module.quiz?.length ?? 0), 0),
    written,
  };
}

/**
 * Whether the course has what the file is made from: a written lesson for the lesson pages, a planned lesson for the
 * slide decks and the SCORM package, a question for the quiz bank.
 */
export const kitFileReady = (format: CourseKitFormat, counts: CourseKitCounts) =>
  counts[COURSE_KIT_FILES[format].needs] > 0;

/** What the creator is told when they ask for a file the course has nothing for yet. */
export const KIT_FILE_NEEDS = {
  lessons: 'The course plan has no lessons yet: add them to its modules and save the plan, or write the course',
  questions:
    'The course plan has no quiz questions yet: add them to its modules and save the plan, or write the course',
  written: 'No lesson is written yet: write the course first',
} as const;
