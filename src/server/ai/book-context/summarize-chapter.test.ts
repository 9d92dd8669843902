import { describe, expect, it } from 'vitest';
import { summarizeChapter } from './summarize-chapter.js';

describe('summarizeChapter', () => {
  it("answers the first three sentences of the reader's text, without headings, notes or list markers", () => {
    const markdown = [
      '# Chapter 2: The Sunday Session',
      '',
      ':::note',
      '- [ ] Add your own example',
      'Your notes: what worked last week?',
      ':::',
      '',
      '## Why it matters',
      '',
      'A **single** session feeds the whole week. It takes ninety minutes.',
      '',
      '- [x] Plan three recipes',
      '1. Shop once',
      '',
      'Store the meals in clear boxes.',
    ].join('\n');
    expect(summarizeChapter(markdown)).toBe(
      'A single session feeds the whole week. It takes ninety minutes. Plan three recipes.',
    );
  });

  it('keeps two sentences when a third would pass 400 characters, and clips one long sentence at a word', () => {
    const long = `${'word '.repeat(100).trim()}.`;
    expect(summarizeChapter(`First one. Second one. ${long}`)).toBe('First one. Second one.');
    const clipped = summarizeChapter(long);
    expect(clipped.length).toBeLessThanOrEqual(400);
    expect(clipped).toMatch(/^word( word)*…$/);
  });

  it('answers nothing for a chapter of headings and notes only', () => {
    expect(summarizeChapter('# Title\n\n:::note\nFill this in.\n:::\n')).toBe('');
  });
});
