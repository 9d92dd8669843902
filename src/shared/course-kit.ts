/**
 * The course kit's files (docs/decisions/0073-course-plan.md) as the project page and the download of everything
 * name them: what each file is, its name's label after the course's title, and which platform takes it and where.
 */
export const COURSE_KIT_FILES = {
  gift: {
    button: 'Quiz bank for Moodle (GIFT)',
    label: 'Quiz Bank, Moodle GIFT',
    where: 'Moodle: Question bank, Import, GIFT format.',
  },
  qti: {
    button: 'Quiz bank for Canvas (QTI ZIP)',
    label: 'Quiz Bank, Canvas QTI',
    where: 'Canvas: Settings, Import Course Content, QTI .zip file.',
  },
  csv: {
    button: 'Quiz bank as a spreadsheet (CSV)',
    label: 'Quiz Bank',
    where: 'Excel, Numbers or Google Sheets; platforms that build quizzes from a sheet.',
  },
} as const;

export type CourseKitFormat = keyof typeof COURSE_KIT_FILES;
export const COURSE_KIT_FORMATS = ['gift', 'qti', 'csv'] as const satisfies readonly CourseKitFormat[];
