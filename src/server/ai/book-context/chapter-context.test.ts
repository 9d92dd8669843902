import { describe, expect, it } from 'vitest';
import { EARLIER_SUMMARIES_MAX_CHARS } from '../../limits.js';
import { earlierWithinBound } from './chapter-context.js';

const summaryOf = (length: number, word = 'word') =>
  Array.from({ length: Math.ceil(length / (word.length + 1)) }, () => word)
    .join(' ')
    .slice(0, length);

describe('earlierWithinBound', () => {
  it('keeps every summary whole while they fit', () => {
    const chapters = Array.from({ length: 10 }, (_, index) => ({ title: `C${index}`, summary: summaryOf(400) }));
    expect(earlierWithinBound(chapters)).toEqual(chapters);
  });

  it('shares the bound evenly over a long book, the first chapter keeping as much as the last', () => {
    const chapters = Array.from({ length: 60 }, (_, index) => ({ title: `C${index}`, summary: summaryOf(400) }));
    const kept = earlierWithinBound(chapters);
    const total = kept.reduce((sum, chapter) => sum + chapter.summary.length, 0);
    expect(total).toBeLessThanOrEqual(EARLIER_SUMMARIES_MAX_CHARS);
    expect(kept.map((chapter) => chapter.title)).toEqual(chapters.map((chapter) => chapter.title));
    for (const chapter of kept) {
      expect(chapter.summary.length).toBeGreaterThan(150);
      expect(chapter.summary.length).toBeLessThanOrEqual(220);
      expect(chapter.summary.endsWith('…')).toBe(true);
    }
  });

  it('gives what short summaries leave to the long ones', () => {
    const chapters = [
      { title: 'Short', summary: 'Short one.' },
      ...Array.from({ length: 40 }, (_, index) => ({ title: `C${index}`, summary: summaryOf(400) })),
    ];
    const kept = earlierWithinBound(chapters);
    expect(kept[0]).toEqual(chapters[0]);
    expect(kept.reduce((sum, chapter) => sum + chapter.summary.length, 0)).toBeLessThanOrEqual(
      EARLIER_SUMMARIES_MAX_CHARS,
    );
    expect(Math.min(...kept.slice(1).map((chapter) => chapter.summary.length))).toBeGreaterThan(280);
  });
});
