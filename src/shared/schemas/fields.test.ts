import { describe, expect, it } from 'vitest';
import { plainText, requiredMarkdown, requiredText, textList } from './fields.js';

const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('text fields', () => {
  it.each([
    ['NUL', '\u0000'],
    ['bell', '\u0007'],
    ['vertical tab', '\u000b'],
    ['form feed', '\u000c'],
    ['escape', '\u001b'],
    ['delete', '\u007f'],
    ['a C1 control', '\u0085'],
  ])('refuse %s, naming the field', (_name, control) => {
    expect(messageOf(requiredText('Title', 200).safeParse(`a${control}b`))).toBe(
      'Title must not contain control characters',
    );
    expect(messageOf(plainText('Outline', 200).safeParse(`a${control}b`))).toBe(
      'Outline must not contain control characters',
    );
    expect(textList('Modules', 5, 200).safeParse(['fine', `a${control}b`]).error?.issues[0]).toMatchObject({
      path: [1],
      message: 'Modules must not contain control characters',
    });
  });

  it.each([
    ['an unpaired high surrogate', '\uD800'],
    ['an unpaired low surrogate', '\uDC00'],
    ['U+FFFE', '\uFFFE'],
    ['U+FFFF', '\uFFFF'],
    ['U+FDD0', '\uFDD0'],
    ['a noncharacter of another plane', '\u{10FFFF}'],
  ])('refuse %s, which no file can hold, naming the field', (_name, character) => {
    expect(messageOf(requiredText('Title', 200).safeParse(`a${character}b`))).toBe(
      'Title must not contain invalid Unicode characters',
    );
    expect(messageOf(plainText('Goal', 200).safeParse(`a${character}b`))).toBe(
      'Goal must not contain invalid Unicode characters',
    );
  });

  it('keep tabs, newlines, carriage returns and any printable text', () => {
    const text = 'Café —\t“quoted”\r\nnext line\n😀 日本語';
    expect(requiredText('Content', 200).parse(text)).toBe(text);
  });

  it("refuse markdown nested past 8 levels, naming the field, and keep a real book's nesting", () => {
    const content = requiredMarkdown('Content', 200_000);
    expect(messageOf(content.safeParse(`${'>'.repeat(1_000)} deep`))).toBe(
      'Content must not nest quotes or lists more than 8 levels deep',
    );
    const list = (depth: number) => Array.from({ length: depth }, (_, level) => `${'  '.repeat(level)}- item`);
    expect(messageOf(content.safeParse(list(9).join('\n')))).toBe(
      'Content must not nest quotes or lists more than 8 levels deep',
    );
    const book = [...list(8), '', '> Quoted', '> > and quoted again', '', '* * *', '', '1. Step', '   - detail'].join(
      '\n',
    );
    expect(content.parse(book)).toBe(book);
  });
});
