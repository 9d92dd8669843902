import { buildBookSection } from '../render/book-model.js';
import { exerciseNames } from '../render/fill-places.js';

/** A written part as its text is stored: what its exercises are read from. */
export interface WrittenPart {
  section_name: string;
  content: string;
}

/** A written part's exercises and how many model answers the answer key holds for it. */
export interface PartExercises {
  exercises: string[];
  modelAnswers: number;
}

/** A part's exercises and model answers as its files read them, from the same book model (render/fill-places.ts). */
export function readPartExercises({ section_name, content }: WrittenPart): PartExercises {
  const { blocks, answers } = buildBookSection({ heading: section_name, markdown: content }, false);
  return { exercises: exerciseNames(blocks), modelAnswers: answers.length };
}
