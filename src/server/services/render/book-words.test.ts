import { describe, expect, it } from 'vitest';
import { bookInput } from '../../../../tests/support/book-fixtures.js';
import { buildBookModel } from './book-model.js';
import { bookWords } from './book-words.js';

const bookOf = (markdown: string, draft = false) =>
  buildBookModel(bookInput({ draft, sections: [{ heading: 'Chapter 1: Two Words', markdown }] }));

describe('bookWords', () => {
  it('counts the words the book prints: section titles, paragraphs, headings, lists, quotes, code and tables', () => {
    const markdown = [
      'One **two** [three](https://example.com/four).',
      '## Five six',
      '- seven\n- eight nine',
      '> ten',
      '```\neleven twelve\n```',
      '| thirteen | fourteen |\n| --- | --- |\n| fifteen | sixteen |',
      '---',
    ].join('\n\n');
    // "Two Words" is the section's title; "Chapter 1" is its label, set apart.
    expect(bookWords(bookOf(markdown))).toBe(2 + 15);
  });

  it('leaves out the author notes a copy for sale does not print', () => {
    const markdown = 'Plan the week.\n\n:::note\nAdd your own example here\n:::';
    expect(bookWords(bookOf(markdown))).toBe(2 + 3);
    expect(bookWords(bookOf(markdown, true))).toBe(2 + 3 + 5);
  });
});
