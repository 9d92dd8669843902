import { describe, expect, it } from 'vitest';
import { bookInput } from '../../../../tests/support/book-fixtures.js';
import { asModelAnswer } from '../../../shared/markdown-asides.js';
import { answerKeyBook, answerKeySection, modelAnswerCount, teachersEdition } from './answer-key.js';
import { buildBookModel, contentsEntry, type BookBlock } from './book-model.js';
import { inlineText } from './inline-text.js';

const outline = (blocks: BookBlock[]): string[] =>
  blocks.map((block) =>
    block.type === 'paragraph' || block.type === 'heading'
      ? `${block.type === 'heading' ? `h${block.depth}` : 'p'}: ${inlineText(block.children)}`
      : block.type,
  );

const CHAPTER_ONE = [
  'Plan the week.',
  '## Your Turn',
  '### Your Plan',
  'Write your steps:',
  '| Step | What you will do |\n| --- | --- |\n| 1 | \u00a0 |',
  asModelAnswer('An example plan: shop on Sunday.'),
  '### Reflect',
  'What was hard?',
  `Your answer: ${'\\_'.repeat(30)}`,
  asModelAnswer('**What was hard?** Finding the time.'),
  'What will you change?',
  asModelAnswer('**What will you change?** A set day.'),
].join('\n\n');

const book = buildBookModel(
  bookInput({
    productType: 'workbook',
    sections: [
      { heading: 'Introduction', markdown: 'Welcome.' },
      { heading: 'Chapter 1: Plan', markdown: CHAPTER_ONE },
      { heading: 'Chapter 2: Shop', markdown: `Before any exercise.\n\n${asModelAnswer('Answered early.')}` },
    ],
  }),
);

describe('model answers', () => {
  it("are left out of the reader's copy, with nothing of theirs printed in its place", () => {
    const text = JSON.stringify(book.sections.map((section) => section.blocks));
    expect(text).not.toMatch(/example plan|Finding the time|A set day|Answered early/);
    expect(outline(book.sections[1]!.blocks).slice(-4)).toEqual([
      'h3: Reflect',
      'p: What was hard?',
      `p: Your answer: ${'_'.repeat(30)}`,
      'p: What will you change?',
    ]);
    const draft = buildBookModel(bookInput({ draft: true, sections: [{ heading: 'One', markdown: CHAPTER_ONE }] }));
    expect(JSON.stringify(draft.sections[0]!.blocks)).not.toContain('Finding the time');
  });

  it('make the answer key: each section that has one under its name, each answer under its exercise, named once', () => {
    expect(modelAnswerCount(book.sections)).toBe(4);
    const key = answerKeySection(book.sections)!;
    expect(key.title).toBe('Answer Key');
    expect(outline(key.blocks)).toEqual([
      'h2: Chapter 1: Plan',
      'h3: Your Plan',
      'p: An example plan: shop on Sunday.',
      'h3: Reflect',
      'p: What was hard? Finding the time.',
      'p: What will you change? A set day.',
      'h2: Chapter 2: Shop',
      'p: Answered early.',
    ]);
  });

  it("make the teacher's edition (the book, then the key) and the key's own book; a book without any has neither", () => {
    const key = answerKeySection(book.sections)!;
    const teachers = teachersEdition(book, key);
    expect(teachers.subtitle).toBe("A meal prep system for busy parents · Teacher's Edition");
    expect(teachers.sections.map((section) => section.title)).toEqual(['Introduction', 'Plan', 'Shop', 'Answer Key']);
    expect(teachers.cover).toBe(book.cover);
    const own = answerKeyBook(book);
    expect(own.subtitle).toBe('A meal prep system for busy parents · Answer Key');
    expect(own.cover).toBeNull();
    // Each chapter with answers a section of its own, listed in the contents under its name and number.
    expect(own.sections.map(contentsEntry)).toEqual(['Chapter 1: Plan', 'Chapter 2: Shop']);
    expect(own.sections.map((section) => outline(section.blocks))).toEqual([
      [
        'h2: Your Plan',
        'p: An example plan: shop on Sunday.',
        'h2: Reflect',
        'p: What was hard? Finding the time.',
        'p: What will you change? A set day.',
      ],
      ['p: Answered early.'],
    ]);
    const plain = buildBookModel(bookInput({ sections: [{ heading: 'One', markdown: 'No exercises.' }] }));
    expect(answerKeySection(plain.sections)).toBeNull();
  });
});
