import { describe, expect, it } from 'vitest';
import { summarizeChapter } from './summarize-chapter.js';

describe('summarizeChapter', () => {
  it('keeps the first three sentences of prose as plain text, without headings, lists or author notes', () => {
    const markdown = [
      '# Keeping Your Starter Strong',
      '',
      ':::note',
      'Add the feeding ratio you use.',
      ':::',
      '',
      'A starter is **flour and water** that [ferments](https://example.com). It needs feeding,',
      'not fussing.',
      '',
      '- Flour',
      '- Water',
      '',
      'Feed it *twice* a day. Keep it warm. Never a fourth sentence.',
    ].join('\n');

    expect(summarizeChapter(markdown)).toBe(
      'A starter is flour and water that ferments. It needs feeding, not fussing. Feed it twice a day.',
    );
  });

  it('keeps two long sentences and leaves out a third that would pass 400 characters', () => {
    const long = `${'Sentences can run long '.repeat(9).trim()}.`;
    expect(summarizeChapter(`${long} ${long} Short one.`)).toBe(`${long} ${long}`);
    expect(summarizeChapter(`${long} Short one. Another.`)).toBe(`${long} Short one. Another.`);
  });

  it('is empty for a chapter without prose, and skips code and quotes', () => {
    expect(summarizeChapter('# Title\n\n- a list\n- only\n\n```\nSome code.\n```\n\n> A quote.')).toBe('');
  });
});
