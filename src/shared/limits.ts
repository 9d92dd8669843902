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
} as const;
