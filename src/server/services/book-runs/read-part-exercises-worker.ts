import { serveOnThread } from '../../threads/serve-on-thread.js';
import { readPartExercises, type WrittenPart } from './read-part-exercises.js';

/** A thread of part-exercises.ts's pool: reads the exercises of each part it is sent, in order. */
serveOnThread((parts: WrittenPart[]) => parts.map(readPartExercises));
