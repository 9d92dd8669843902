import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  maxPairwiseOverlap,
  repeatsItsHeading,
  scaffoldingOutsideNotes,
  sharedSubheadings,
  unnamedInOrder,
  wrongReferences,
  type CheckedChapter,
} from '../../../../tests/support/offline/book-checks.js';
import {
  GOLDEN_BOOKS,
  goldenBookFileName,
  renderGoldenBook,
  writeGoldenBook,
  type WrittenBook,
} from '../../../../tests/support/offline/golden-books.js';
import { createOfflineEngine } from './offline-engine.js';

const BOOKS_DIRECTORY = path.resolve(import.meta.dirname, '../../../../tests/golden/books');
/** Most of its sentences a part may share with another part of its book (see `sentenceOverlap`). */
const MAX_OVERLAP = 0.15;

describe.each(GOLDEN_BOOKS.map((book) => [`${book.slug} (${book.chapters.length} chapters)`, book] as const))(
  'golden book %s',
  (_name, book) => {
    let written: WrittenBook;
    let chapters: CheckedChapter[] = [];
    /** The introduction, the chapters and the conclusion, as the book checks read them. */
    let parts: CheckedChapter[] = [];
    let introduction: CheckedChapter;
    let conclusion: CheckedChapter;
    const titles = book.chapters.map((chapter) => chapter.title);

    beforeAll(async () => {
      written = await writeGoldenBook(createOfflineEngine(), book);
      chapters = written.chapters.map(({ context, markdown }) => ({
        title: context.title,
        nextTitle: context.nextTitle,
        markdown,
      }));
      introduction = { title: 'Introduction', nextTitle: titles[0] ?? null, markdown: written.introduction };
      conclusion = { title: 'Conclusion', nextTitle: null, markdown: written.conclusion };
      parts = [introduction, ...chapters, conclusion];
    });

    it('matches the committed book (rewrite with `npx tsx scripts/write-offline-golden.ts` and read the diff)', async () => {
      const committed = await readFile(path.join(BOOKS_DIRECTORY, goldenBookFileName(book)), 'utf8');
      expect(renderGoldenBook(book, written)).toBe(committed);
      const contents = /## Contents\n\n([\s\S]*?)\n\n/.exec(committed)?.[1]?.split('\n');
      expect(contents).toEqual(titles.map((title, index) => `${index + 1}. ${title}`));
      const sections = committed.split('\n---\n\n').slice(1);
      expect(sections[0]?.startsWith('# Introduction\n')).toBe(true);
      expect(sections[sections.length - 1]?.startsWith('# Conclusion\n')).toBe(true);
    });

    it(`shares no subheading between parts and at most ${MAX_OVERLAP * 100}% of any part's sentences`, () => {
      expect(sharedSubheadings(parts)).toEqual([]);
      const worst = maxPairwiseOverlap(parts);
      expect(worst.overlap, `${worst.pair.join(' / ')}: ${worst.overlap.toFixed(3)}`).toBeLessThanOrEqual(MAX_OVERLAP);
    });

    it('heads each part once, names only chapters of the book and leaves nothing for the author outside notes', () => {
      for (const part of parts) {
        expect(part.markdown.startsWith(`# ${part.title}\n`), part.title).toBe(true);
        expect(repeatsItsHeading(part.markdown), part.title).toBe(false);
        expect(wrongReferences(part, titles), part.title).toEqual([]);
        expect(scaffoldingOutsideNotes(part.markdown), part.title).toEqual([]);
      }
      const pointers = chapters.filter((chapter) =>
        /“[^”]+” comes next|the next chapter, “|Next comes “/.test(chapter.markdown),
      );
      expect(pointers.length).toBeGreaterThan(0);
    });

    it('names every chapter in order in the introduction and the conclusion', () => {
      expect(unnamedInOrder(introduction.markdown, titles)).toEqual([]);
      expect(unnamedInOrder(conclusion.markdown, titles)).toEqual([]);
    });
  },
);
