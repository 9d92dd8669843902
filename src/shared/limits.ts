import { SECTION_TYPES } from './section-types.js';

/** Input limits (docs/product-rules.md R6, R39). One place, used by forms and routes alike. */
export const LIMITS = {
  fullName: 100,
  email: 254,
  passwordMin: 6,
  passwordMax: 128,
  name: 200,
  longText: 2_000,
  outline: 10_000,
  content: 200_000,
  sectionsPerProject: 200,
  itemsPerGeneration: 20,
  /** Chapters a book plan may have, and so a book written in one run (docs/decisions/0029-book-runs.md). */
  bookChapters: 100,
  /** The words a writer is asked to give a section: from, to. */
  sectionWordsAsked: { min: 600, max: 1_500 },
  /** Words a chapter written in a book run may run to. */
  chapterWords: 3_000,
  /** The largest budget a book run may be given: tokens, US dollars (docs/decisions/0061-run-budget.md). */
  runBudgetTokens: 100_000_000,
  runBudgetUsd: 100_000,
} as const;

/** A page of a list holds 20 items unless the request asks for up to 100. */
export const PAGE_SIZE = { default: 20, max: 100 } as const;

/** Entries of a list inside one stored item (pain points, selling points, modules). */
export const MAX_LIST_ITEMS = 50;

/** The largest inline cover image accepted, as data URL characters (about 4 MB of PNG). */
export const MAX_COVER_DATA_URL = 5_600_000;

/**
 * What a book run puts before a chapter's title to name its section, at its longest: the longest product type's
 * unit and the last chapter's number ('Template 100: '). The chapter title's limit leaves room for it, so every
 * section a plan names fits the section-name limit.
 */
const LONGEST_CHAPTER_PREFIX = Math.max(
  ...Object.values(SECTION_TYPES).map(({ numberedUnit }) => `${numberedUnit} ${LIMITS.bookChapters}: `.length),
);

/** The limits of a book plan (docs/decisions/0028-book-plan.md): forms and the server read the same numbers. */
export const BOOK_PLAN_LIMITS = {
  title: 200,
  subtitle: 150,
  /**
   * 200: the title and subtitle printed together ('Title: Subtitle'), as KDP counts them and as the cover stores them
   * (LIMITS.name), so a saved plan can always be drawn on its cover.
   */
  titleWithSubtitle: LIMITS.name,
  authorName: 100,
  /** 186: 'Template 100: ' and the title fit a section name (LIMITS.name). */
  chapterTitle: LIMITS.name - LONGEST_CHAPTER_PREFIX,
  chapterGoal: 300,
  chapters: LIMITS.bookChapters,
  /** What the files' metadata say the book is about: plain text, paragraphs allowed. */
  description: 4_000,
} as const;

/**
 * The limits of a template pack's templates (docs/decisions/0078-template-pack.md): each template's columns, a choice
 * column's options, a formula's length and the example rows that show how it is filled in.
 */
export const TEMPLATE_PLAN_LIMITS = {
  columns: 12,
  columnName: 40,
  choices: 12,
  choice: 40,
  formula: 200,
  exampleRows: 10,
  exampleValue: 120,
  /** The rows of a spreadsheet template a buyer fills in, its example rows among them; its totals sit below. */
  spreadsheetRows: 50,
} as const;

/**
 * The limits of a course plan's modules (docs/decisions/0073-course-plan.md): the lessons and quiz each module of a
 * course's plan carries, and the course's final assignment.
 */
export const COURSE_PLAN_LIMITS = {
  lessonsPerModule: 20,
  /** The words a writer is asked to give each lesson of a module, its video script included: from, to. */
  lessonWordsAsked: { min: 400, max: 800 },
  /** Words a lesson written in a course run may run to: a module's limit is this for each lesson, or a chapter's. */
  lessonWords: 1_200,
  lessonTitle: 200,
  objective: 300,
  keyPointsPerLesson: 10,
  keyPoint: 300,
  questionsPerModule: 30,
  question: 1_000,
  choicesPerQuestion: 6,
  choice: 300,
  acceptedAnswers: 10,
  acceptedAnswer: 200,
  explanation: 1_000,
  finalAssignment: 4_000,
  /** The other modules' titles a module's draft is told of: a plan's whole list of chapters. */
  otherModules: 100,
  /** What a writer drafts for a module: lessons, and quiz questions. */
  draftedLessons: 6,
  draftedQuestions: 8,
} as const;
