import { describe, expect, it } from 'vitest';
import { BOOK_PLAN_LIMITS, LIMITS } from '../limits.js';
import { SECTION_TYPES } from '../section-types.js';
import { bookPlanInput, isValidIsbn } from './book-plan.js';

const PLAN = { title: 'Slow Mornings', subtitle: '', authorName: 'Ana Núñez', isbn: '', chapters: [] };
const messagesOf = (body: unknown) =>
  bookPlanInput.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('isValidIsbn', () => {
  it.each(['0-306-40615-2', '080442957X', '0-8044-2957-x', '978-0-306-40615-7', '978 0 306 40615 7'])(
    'accepts %s',
    (isbn) => expect(isValidIsbn(isbn)).toBe(true),
  );
  it.each([
    '0-306-40615-3',
    '978-0-306-40615-8',
    '12345',
    '97803064061570',
    'X306406152',
    'ISBN 0306406152',
    '978-0-306\n-40615-7',
    '0306\t406152',
  ])('refuses %s', (isbn) => expect(isValidIsbn(isbn)).toBe(false));
});

describe('bookPlanInput', () => {
  it('trims every text and keeps an ISBN as it is written', () => {
    expect(
      bookPlanInput.parse({
        ...PLAN,
        title: ' Slow Mornings ',
        isbn: ' 978-0-306-40615-7 ',
        chapters: [{ title: ' Pantry ', goal: ' Stock it once ' }],
      }),
    ).toEqual({
      ...PLAN,
      isbn: '978-0-306-40615-7',
      chapters: [{ title: 'Pantry', goal: 'Stock it once' }],
      description: '',
    });
    expect(bookPlanInput.parse({ ...PLAN, description: ' One.\n\nTwo. ' }).description).toBe('One.\n\nTwo.');
  });

  it('names each field it refuses, with its limit in words', () => {
    expect(messagesOf({ ...PLAN, title: ' ' })).toEqual([['title', 'Book title is required']]);
    expect(messagesOf({ ...PLAN, title: 'x'.repeat(201) })).toEqual([
      ['title', 'Book title must be at most 200 characters'],
    ]);
    expect(messagesOf({ ...PLAN, subtitle: '🚀✨' })).toEqual([
      ['subtitle', 'Subtitle must contain words, not only emoji or symbols'],
    ]);
    expect(messagesOf({ ...PLAN, subtitle: 'x'.repeat(151) })).toEqual([
      ['subtitle', 'Subtitle must be at most 150 characters'],
    ]);
    // As KDP counts them, and as the cover prints them: 'Title: Subtitle' within 200 characters.
    expect(messagesOf({ ...PLAN, title: 'x'.repeat(120), subtitle: 'y'.repeat(79) })).toEqual([
      ['subtitle', 'The title and subtitle together can have at most 200 characters'],
    ]);
    expect(messagesOf({ ...PLAN, title: 'x'.repeat(120), subtitle: 'y'.repeat(78) })).toBeUndefined();
    expect(messagesOf({ ...PLAN, authorName: 'x'.repeat(101) })).toEqual([
      ['authorName', 'Author name must be at most 100 characters'],
    ]);
    expect(messagesOf({ ...PLAN, description: 'x'.repeat(4001) })).toEqual([
      ['description', 'Description must be at most 4,000 characters'],
    ]);
    expect(messagesOf({ ...PLAN, isbn: '978-0-306-40615-8' })).toEqual([
      ['isbn', 'Please enter a valid ISBN-10 or ISBN-13'],
    ]);
    expect(
      messagesOf({
        ...PLAN,
        chapters: [
          { title: 'A', goal: '' },
          { title: '', goal: 'x'.repeat(301) },
        ],
      }),
    ).toEqual([
      ['chapters.1.title', 'Chapter title is required'],
      ['chapters.1.goal', 'Chapter goal must be at most 300 characters'],
    ]);
    expect(messagesOf({ ...PLAN, chapters: [{ title: 'x'.repeat(187), goal: '' }] })).toEqual([
      ['chapters.0.title', 'Chapter title must be at most 186 characters'],
    ]);
    expect(messagesOf({ ...PLAN, chapters: Array.from({ length: 1000 }, () => ({ title: 'A', goal: '' })) })).toEqual([
      ['chapters', 'A book plan can have at most 100 chapters'],
    ]);
    expect(messagesOf({ ...PLAN, title: 'Slow\u0007Mornings' })).toEqual([
      ['title', 'Book title must not contain control characters'],
    ]);
  });
});

describe('BOOK_PLAN_LIMITS', () => {
  it("leaves room in a chapter's title for every product type's unit and the last chapter's number", () => {
    const longestTitle = 'x'.repeat(BOOK_PLAN_LIMITS.chapterTitle);
    const names = Object.values(SECTION_TYPES).map(
      ({ numberedUnit }) => `${numberedUnit} ${BOOK_PLAN_LIMITS.chapters}: ${longestTitle}`,
    );
    expect(Math.max(...names.map((name) => name.length))).toBe(LIMITS.name);
  });
});
