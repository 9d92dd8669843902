import { ANSWER_KEY_LABEL, TEACHERS_EDITION_LABEL } from '../../../shared/answer-key.js';
import { contentsEntry, type BookBlock, type BookModel, type BookSection } from './book-model.js';
import { inlineText } from './inline-text.js';

/** How many model answers the book's sections hold: the answer key has one entry for each. */
export const modelAnswerCount = (sections: readonly BookSection[]): number =>
  sections.reduce((count, section) => count + section.answers.length, 0);

/**
 * The model answers of every section, in the book's order (docs/decisions/0077-answer-key.md): the section's name as a
 * heading, then each answer under the heading of the exercise it answers, that heading printed once for the answers
 * that follow it. Null when no section has one.
 */
export function answerKeySection(sections: readonly BookSection[]): BookSection | null {
  const blocks = sections
    .filter((section) => section.answers.length > 0)
    .flatMap((section): BookBlock[] => {
      let printedExercise: string | null = null;
      const answers = section.answers.flatMap(({ exercise, blocks: answer }): BookBlock[] => {
        const name = exercise && inlineText(exercise);
        if (!exercise || name === printedExercise) return answer;
        printedExercise = name;
        return [{ type: 'heading', depth: 3, children: exercise }, ...answer];
      });
      return [{ type: 'heading', depth: 2, children: [{ type: 'text', value: contentsEntry(section) }] }, ...answers];
    });
  if (blocks.length === 0) return null;
  return { heading: ANSWER_KEY_LABEL, label: null, title: ANSWER_KEY_LABEL, blocks, answers: [] };
}

const withLabel = (subtitle: string, label: string) => (subtitle.trim() ? `${subtitle} · ${label}` : label);

/** The teacher's edition: the book as its buyer's copy prints it, with the answer key at the back. */
export const teachersEdition = (book: BookModel, key: BookSection): BookModel => ({
  ...book,
  subtitle: withLabel(book.subtitle, TEACHERS_EDITION_LABEL),
  sections: [...book.sections, key],
});

/**
 * The answer key as a book of its own: "Answer Key" under the book's subtitle, a plain cover page of its title rather
 * than the book's cover (it is a companion file, not the book), then the key.
 */
export const answerKeyBook = (book: BookModel, key: BookSection): BookModel => ({
  ...book,
  subtitle: withLabel(book.subtitle, ANSWER_KEY_LABEL),
  cover: null,
  coverWords: null,
  ebookCover: null,
  sections: [key],
});
