import type { GenerateContentInput } from '../../shared/schemas/content.js';

/** A chapter of the plan as a writer sees it, and what one already written says. */
export interface PlannedChapter {
  title: string;
  /** One line: what the reader can do after the chapter. */
  goal: string;
}
export interface WrittenChapter {
  title: string;
  /** A few sentences of what the chapter says (summarizeChapter). */
  summary: string;
}

/**
 * Where a chapter sits in its book's plan (docs/decisions/0028-book-plan.md): what a writer needs so the chapter
 * fits its place, names only chapters the book has and does not repeat what earlier chapters said.
 */
export interface ChapterContext {
  /** The plan's title of the whole book. */
  bookTitle: string;
  /** 1-based position of the chapter in the plan. */
  number: number;
  chapterCount: number;
  title: string;
  /** One line: what the reader can do after the chapter. */
  goal: string;
  previousTitle: string | null;
  nextTitle: string | null;
  /** Every chapter of the plan, in order. */
  plan: PlannedChapter[];
  /** What the chapters before it already say, in order, within EARLIER_SUMMARIES_MAX_CHARS (earlierWithinBound). */
  earlier: WrittenChapter[];
}

/**
 * The introduction or conclusion of a planned book, written after its chapters so it tells what the book actually
 * says (docs/decisions/0029-book-runs.md).
 */
export interface WholeBookContext {
  part: 'introduction' | 'conclusion';
  bookTitle: string;
  /** Every chapter, in order, with what it says, within EARLIER_SUMMARIES_MAX_CHARS. */
  chapters: WrittenChapter[];
}

/** A content request as the engine takes it: the request's fields, and the part's place when it has one. */
export type ContentRequest = GenerateContentInput & { chapter?: ChapterContext; wholeBook?: WholeBookContext };

/** How much of what earlier chapters say a request carries: a long book's summaries are not all sent in full. */
export const EARLIER_SUMMARIES_MAX_CHARS = 6_000;

/**
 * The chapters' summaries within EARLIER_SUMMARIES_MAX_CHARS: the latest in full, and those before them by title
 * alone (an empty summary), so a writer still knows every chapter exists.
 */
export function earlierWithinBound(chapters: readonly WrittenChapter[]): WrittenChapter[] {
  let room = EARLIER_SUMMARIES_MAX_CHARS;
  const kept: WrittenChapter[] = [];
  for (let index = chapters.length - 1; index >= 0; index--) {
    const chapter = chapters[index]!;
    room -= chapter.summary.length;
    kept.unshift(room >= 0 ? chapter : { title: chapter.title, summary: '' });
  }
  return kept;
}
