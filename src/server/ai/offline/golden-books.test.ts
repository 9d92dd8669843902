import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  maxPairwiseOverlap,
  repeatsItsHeading,
  scaffoldingOutsideNotes,
  sharedSubheadings,
  wrongReferences,
  type CheckedChapter,
} from './book-checks.js';
import {
  GOLDEN_BOOKS,
  goldenBookFileName,
  renderGoldenBook,
  writeGoldenBook,
  type WrittenChapter,
} from './golden-books.js';
import { createOfflineEngine } from './offline-engine.js';

const BOOKS_DIRECTORY = path.resolve(import.meta.dirname, '../../../../tests/golden/books');
/** Most of its sentences a chapter may share with another chapter of its book (see `sentenceOverlap`). */
const MAX_OVERLAP = 0.15;

describe.each(GOLDEN_BOOKS.map((book) => [`${book.slug} (${book.chapters.length} chapters)`, book] as const))(
  'golden book %s',
  (_name, book) => {
    let written: WrittenChapter[] = [];
    let chapters: CheckedChapter[] = [];
    const titles = book.chapters.map((chapter) => chapter.title);

    beforeAll(async () => {
      written = await writeGoldenBook(createOfflineEngine(), book);
      chapters = written.map(({ context, markdown }) => ({
        title: context.title,
        nextTitle: context.nextTitle,
        markdown,
      }));
    });

    it('matches the committed book (rewrite with `npx tsx scripts/write-offline-golden.ts` and read the diff)', async () => {
      const committed = await readFile(path.join(BOOKS_DIRECTORY, goldenBookFileName(book)), 'utf8');
      expect(renderGoldenBook(book, written)).toBe(committed);
      const contents = /## Contents\n\n([\s\S]*?)\n\n/.exec(committed)?.[1]?.split('\n');
      expect(contents).toEqual(titles.map((title, index) => `${index + 1}. ${title}`));
    });

    it(`shares no subheading between chapters and at most ${MAX_OVERLAP * 100}% of any chapter's sentences`, () => {
      expect(sharedSubheadings(chapters)).toEqual([]);
      const worst = maxPairwiseOverlap(chapters);
      expect(worst.overlap, `${worst.pair.join(' / ')}: ${worst.overlap.toFixed(3)}`).toBeLessThanOrEqual(MAX_OVERLAP);
    });

    it('heads each chapter once, names only chapters of the book and leaves nothing for the author outside notes', () => {
      for (const chapter of chapters) {
        expect(chapter.markdown.startsWith(`# ${chapter.title}\n`), chapter.title).toBe(true);
        expect(repeatsItsHeading(chapter.markdown), chapter.title).toBe(false);
        expect(wrongReferences(chapter, titles), chapter.title).toEqual([]);
        expect(scaffoldingOutsideNotes(chapter.markdown), chapter.title).toEqual([]);
      }
      const pointers = chapters.filter((chapter) =>
        /“[^”]+” comes next|the next chapter, “|Next comes “/.test(chapter.markdown),
      );
      expect(pointers.length).toBeGreaterThan(0);
    });
  },
);
