import { ANSWER_KEY_LABEL, TEACHERS_EDITION_LABEL } from '../../../shared/answer-key.js';
import { contentsEntry, type BookBlock, type BookModel, type BookSection } from './book-model.js';
import { inlineText } from './inline-text.js';
import { subtitleWithLabel } from './printed-text.js';

/** How many model answers the book's sections hold: the answer key has one entry for each. */
export const modelAnswerCount = (sections: readonly BookSection[]): number =>
  sections.reduce((count, section) => count + section.answers.length, 0);

/** A section's model answers, each under the heading of the exercise it answers, that heading printed once. */
function answerBlocks(section: BookSection, exerciseDepth: 2 | 3): BookBlock[] {
  let printedExercise: string | null = null;
  return section.answers.flatMap(({ exercise, blocks: answer }): BookBlock[] => {
    const name = exercise && inlineText(exercise);
    if (!exercise || name === printedExercise) return answer;
    printedExercise = name;
    return [{ type: 'heading', depth: exerciseDepth, children: exercise }, ...answer];
  });
}

/**
 * The model answers of every section, in the book's order (docs/decisions/0077-answer-key.md), as one section to put
 * at the back of the book: each section's name as a heading, then its answers under their exercises' headings. Null
 * when no section has one.
 */
export function answerKeySection(sections: readonly BookSection[]): BookSection | null {
  const blocks = sections
    .filter((section) => section.answers.length > 0)
    .flatMap((section): BookBlock[] => [
      { type: 'heading', depth: 2, children: [{ type: 'text', value: contentsEntry(section) }] },
      ...answerBlocks(section, 3),
    ]);
  if (blocks.length === 0) return null;
  return { heading: ANSWER_KEY_LABEL, label: null, title: ANSWER_KEY_LABEL, blocks, answers: [] };
}

/** The teacher's edition: the book as its buyer's copy prints it, with the answer key at the back. */
export const teachersEdition = (book: BookModel, key: BookSection): BookModel => ({
  ...book,
  subtitle: subtitleWithLabel(book.subtitle, TEACHERS_EDITION_LABEL),
  sections: [...book.sections, key],
});

/**
 * The answer key as a book of its own: "Answer Key" under the book's subtitle, a plain cover page of its title rather
 * than the book's cover (it is a companion file, not the book), then each section that has answers as a section of its
 * own, under the section's name and number, so that its contents list them.
 */
export const answerKeyBook = (book: BookModel): BookModel => ({
  ...book,
  subtitle: subtitleWithLabel(book.subtitle, ANSWER_KEY_LABEL),
  cover: null,
  coverWords: null,
  ebookCover: null,
  sections: book.sections
    .filter((section) => section.answers.length > 0)
    .map((section) => ({ ...section, blocks: answerBlocks(section, 2), answers: [] })),
});
