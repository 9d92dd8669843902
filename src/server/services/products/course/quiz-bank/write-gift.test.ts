import fc from 'fast-check';
import { parse as parseGift } from 'gift-pegjs';
import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '../../../../../shared/schemas/course-plan.js';
import { writeGift } from './write-gift.js';

/** Text as the plan keeps it (trimmed, one line or several), made of GIFT's own characters among ordinary ones. */
const planText = fc
  .array(
    fc.constantFrom(
      'a',
      'B',
      ' ',
      '~',
      '=',
      '#',
      '{',
      '}',
      ':',
      '\\',
      '[',
      ']',
      '%',
      '/',
      '\n',
      '"',
      'é',
      '🍲',
      '1',
      '-',
    ),
    {
      minLength: 1,
      maxLength: 40,
    },
  )
  .map((characters) => characters.join('').trim())
  .filter((text) => /[^\s]/.test(text));

const question: fc.Arbitrary<QuizQuestion> = fc.oneof(
  fc
    .record({ question: planText, choices: fc.array(planText, { minLength: 2, maxLength: 6 }), explanation: planText })
    .chain((item) =>
      fc.nat(item.choices.length - 1).map((answer) => ({ kind: 'multiple-choice' as const, ...item, answer })),
    ),
  fc.record({
    kind: fc.constant('true-false' as const),
    question: planText,
    answer: fc.boolean(),
    explanation: planText,
  }),
  fc.record({
    kind: fc.constant('short-answer' as const),
    question: planText,
    acceptedAnswers: fc.array(planText, { minLength: 1, maxLength: 4 }),
    explanation: planText,
  }),
);

/** A text as a GIFT reader gives it back: on one line, its runs of spaces one space (as a web page shows them too). */
const asRead = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the GIFT quiz bank', () => {
  it('reads back through an independent GIFT parser with every question, choice, right answer and explanation intact', () => {
    fc.assert(
      fc.property(fc.array(question, { minLength: 1, maxLength: 5 }), (quiz) => {
        const gift = writeGift({ projectId: 'p', title: 'Course', modules: [{ number: 1, title: 'First', quiz }] });
        const read = parseGift(gift).filter((item) => item.type !== 'Category');
        expect(read).toHaveLength(quiz.length);
        quiz.forEach((written, index) => {
          const item = read[index] as unknown as {
            type: string;
            stem: { text: string };
            globalFeedback: { text: string } | null;
            isTrue?: boolean;
            choices?: { isCorrect: boolean; text: { text: string } }[];
          };
          expect(asRead(item.stem.text)).toBe(asRead(written.question));
          expect(asRead(item.globalFeedback?.text ?? '')).toBe(asRead(written.explanation));
          if (written.kind === 'multiple-choice') {
            expect(item.choices!.map((choice) => [asRead(choice.text.text), choice.isCorrect])).toEqual(
              written.choices.map((choice, place) => [asRead(choice), place === written.answer]),
            );
          } else if (written.kind === 'true-false') {
            expect(item).toMatchObject({ type: 'TF', isTrue: written.answer });
          } else {
            expect(item.choices!.map((choice) => asRead(choice.text.text))).toEqual(
              written.acceptedAnswers.map(asRead),
            );
          }
        });
      }),
      { numRuns: 300 },
    );
  });
});
