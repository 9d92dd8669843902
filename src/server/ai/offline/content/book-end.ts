import type { ContentRequest, WholeBookContext } from '../../book-context/chapter-context.js';
import { productFormat, type ProductFormat } from '../../book-context/product-formats.js';
import type { Random } from '../random.js';
import { capitalize, fill, joinProse } from '../text.js';
import { asWritten, numberInWords, tidySpacing } from './build-chapter.js';
import { bookPhrases } from './book-phrases.js';
import { readChapterAim } from './chapter-aim.js';
import type { ChapterGoal } from './chapter-goal.js';
import type { Pool } from './chapter-moves.js';

/** A chapter as its book's introduction and conclusion tell it: its title, and its aim when its summary says one. */
export interface ToldChapter {
  number: number;
  title: string;
  aim?: ChapterGoal;
}

/** Up to this many chapters are told in one run; a longer book in groups of at most GROUP_SIZE, so it stays readable. */
const ONE_RUN_AT_MOST = 12;
const GROUP_SIZE = 8;

/** What the introduction and the conclusion are written from, and how they take their sentences. */
export interface BookEnd {
  format: ProductFormat;
  chapters: ToldChapter[];
  /** The chapters as the introduction lists them: one group for a short book, groups of at most GROUP_SIZE for a long one. */
  groups: ToldChapter[][];
  /** A variant of a list of variants, drawn for this part. */
  pick: <T>(variants: readonly T[]) => T;
  /** A variant of a pool, drawn for this part, filled with the book's values and `extra`. */
  text: (pool: Pool, extra?: Record<string, string>) => string;
  /** The book's values, and `extra`, filled into one template. */
  fill: (template: string, extra?: Record<string, string>) => string;
  /**
   * A line for each chapter in turn, its template turning from one chapter to the next: the pool for chapters whose
   * aim is a skill, the other for those whose aim is to decide or understand.
   */
  chapterLines: (skills: Pool, judgements: Pool) => (chapter: ToldChapter & { aim: ChapterGoal }) => string;
}

export function readBookEnd(input: ContentRequest, wholeBook: WholeBookContext, random: Random): BookEnd {
  const format = productFormat(input.productType);
  const chapters = wholeBook.chapters.map((chapter, index) => {
    const aim = readChapterAim(chapter.summary);
    return { number: index + 1, title: asWritten(chapter.title), ...(aim ? { aim } : {}) };
  });
  const first = chapters[0];
  const last = chapters[chapters.length - 1];
  const phrases = bookPhrases(input, wholeBook.bookTitle);
  const count = chapters.length;
  const groups = groupsOf(chapters);
  const values: Record<string, string> = {
    ...phrases,
    noun: format.noun,
    unit: format.unit,
    units: `${format.unit}s`,
    count: numberInWords(count),
    chapters: `${numberInWords(count)} ${count === 1 ? format.unit : `${format.unit}s`}`,
    groups: numberInWords(groups.length),
    size: numberInWords(groups[0]?.length ?? 0),
    first: first?.title ?? '',
    last: last?.title ?? '',
    lastGoal: last?.aim?.goal ?? '',
  };
  const fillIn = (template: string, extra?: Record<string, string>) =>
    tidySpacing(fill(template, extra ? { ...values, ...extra } : values));
  return {
    format,
    chapters,
    groups,
    pick: (variants) => random.pick(variants),
    text: (pool, extra) => fillIn(random.pick(pool), extra),
    fill: fillIn,
    chapterLines: (skills, judgements) => {
      const turns = { skill: random.int(0, skills.length - 1), judgement: random.int(0, judgements.length - 1) };
      return (chapter) => {
        const kind = chapter.aim.kind === 'skill' ? 'skill' : 'judgement';
        const pool = kind === 'skill' ? skills : judgements;
        const template = pool[turns[kind]++ % pool.length] ?? '';
        return fillIn(template, { title: chapter.title, goal: chapter.aim.goal });
      };
    },
  };
}

function groupsOf(chapters: readonly ToldChapter[]): ToldChapter[][] {
  return chapters.length <= ONE_RUN_AT_MOST ? [[...chapters]] : evenly(chapters, GROUP_SIZE);
}

/** The chapters in order, in runs of about equal size, none longer than `most`. */
export function evenly(chapters: readonly ToldChapter[], most: number): ToldChapter[][] {
  const size = Math.ceil(chapters.length / Math.ceil(chapters.length / most));
  return Array.from({ length: Math.ceil(chapters.length / size) }, (_, index) =>
    chapters.slice(index * size, (index + 1) * size),
  );
}

/** A chapter's title as a sentence names it. */
export const quoted = (chapter: ToldChapter) => `“${chapter.title}”`;

/** Titles named together, in order: '“A”, “B” and “C”'. */
export const namedTogether = (chapters: readonly ToldChapter[]) => joinProse(chapters.map(quoted));

export const hasAim = (chapter: ToldChapter): chapter is ToldChapter & { aim: ChapterGoal } => Boolean(chapter.aim);

/**
 * The chapters in runs, in order: each chapter with an aim on its own, and each run of chapters without one
 * together, so they can be named in one sentence.
 */
export function runsOf(chapters: readonly ToldChapter[]): ToldChapter[][] {
  const runs: ToldChapter[][] = [];
  for (const chapter of chapters) {
    const previous = runs[runs.length - 1];
    if (!hasAim(chapter) && previous && !previous.some(hasAim)) previous.push(chapter);
    else runs.push([chapter]);
  }
  return runs;
}

/** The range of a group as a heading names it: 'Chapters 9 to 16'. */
export const groupRange = (group: readonly ToldChapter[], unit: string) =>
  `${capitalize(unit)}s ${group[0]?.number ?? ''} to ${group[group.length - 1]?.number ?? ''}`;
