import type { RightsLicense } from '../../../shared/schemas/license.js';
import type { GenerateContentInput } from '../../../shared/schemas/content.js';
import { clipAtWord } from './summarize-chapter.js';
import { EARLIER_SUMMARIES_MAX_CHARS } from '../../limits.js';

/** A lesson of a course's module as a writer sees it (docs/decisions/0074-course-run.md). */
export interface PlannedLesson {
  title: string;
  objective: string;
  keyPoints: string[];
}

/** A chapter of the plan as a writer sees it, and what one already written says. */
export interface PlannedChapter {
  title: string;
  /** One line: what the reader can do after the chapter. */
  goal: string;
  /** A course's module: its lessons, each written as a lesson with its video script. */
  lessons?: PlannedLesson[];
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
  /**
   * A course's module: its lessons, written in order with a video script each. A book's chapter has none, and no key,
   * so its request (which seeds the built-in writer) is the one it was before courses.
   */
  lessons?: PlannedLesson[];
  previousTitle: string | null;
  nextTitle: string | null;
  /** Every chapter of the plan, in order. */
  plan: PlannedChapter[];
  /** What the chapters before it already say, in order, within EARLIER_SUMMARIES_MAX_CHARS (earlierWithinBound). */
  earlier: WrittenChapter[];
}

/**
 * Chapter `index` (0-based) of a book's plan in its place: its neighbours, the whole plan, and what the chapters
 * before it say, within the bound.
 */
export function chapterInPlan(
  book: { title: string; chapters: readonly PlannedChapter[] },
  index: number,
  earlier: readonly WrittenChapter[],
): ChapterContext {
  const chapter = book.chapters[index];
  if (!chapter) throw new RangeError(`The plan has no chapter ${index + 1}`);
  return {
    bookTitle: book.title,
    number: index + 1,
    chapterCount: book.chapters.length,
    title: chapter.title,
    goal: chapter.goal,
    ...(chapter.lessons?.length ? { lessons: chapter.lessons } : {}),
    previousTitle: book.chapters[index - 1]?.title ?? null,
    nextTitle: book.chapters[index + 1]?.title ?? null,
    plan: [...book.chapters],
    earlier: earlierWithinBound(earlier),
  };
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

/**
 * A content request as the engine takes it: the request's fields, and the part's place when it has one. `variant`
 * (a rewrite's count) asks the built-in writer, which is deterministic, for another version of the same part; a
 * provider writes anew each time and does not need it.
 */
export type ContentRequest = GenerateContentInput & {
  chapter?: ChapterContext;
  wholeBook?: WholeBookContext;
  variant?: number;
  /** What the answer before fell short in, when the part is asked again (too short, saying what others said). */
  feedback?: string;
  /** The license the product is sold with, which its License Terms say (docs/decisions/0079-plr-license.md). */
  license?: RightsLicense;
};

/**
 * The chapters' summaries within EARLIER_SUMMARIES_MAX_CHARS, shared evenly: a summary shorter than its share is
 * kept whole and leaves the rest to the others, a longer one is cut at a word. Every chapter keeps some of what it
 * says, so the first chapter of a long book is not reduced to its title.
 */
export function earlierWithinBound(chapters: readonly WrittenChapter[]): WrittenChapter[] {
  const byLength = [...chapters.keys()].sort((a, b) => chapters[a]!.summary.length - chapters[b]!.summary.length);
  const kept = [...chapters];
  let room = EARLIER_SUMMARIES_MAX_CHARS;
  for (const [done, index] of byLength.entries()) {
    const chapter = chapters[index]!;
    const share = Math.floor(room / (byLength.length - done));
    const summary = chapter.summary.length <= share ? chapter.summary : clipAtWord(chapter.summary, share);
    kept[index] = { title: chapter.title, summary };
    room -= summary.length;
  }
  return kept;
}
