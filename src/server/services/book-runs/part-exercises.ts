import { createHash } from 'node:crypto';
import { FILES_MADE_RETRY_SECONDS, PART_EXERCISES_WAITING } from '../../limits.js';
import { createServerThreadPool } from '../../threads/server-thread-pool.js';
import type { Logger } from '../../logger.js';
import type { PartExercises, WrittenPart } from './read-part-exercises.js';

/** How many parts' results are kept: the chapters of a few hundred workbooks, a few hundred KB. */
const KEPT = 4_000;
/** What a part is listed with while its exercises cannot be read. */
const UNREAD: PartExercises = { exercises: [], modelAnswers: 0 };

const read = new Map<string, PartExercises>();

/** Threads that parse parts' texts for their exercises (read-part-exercises-worker.ts). */
const pool = createServerThreadPool<PartExercises[]>(import.meta.filename, 'read-part-exercises-worker', {
  maxWaiting: PART_EXERCISES_WAITING,
  busyMessage: 'The server is busy reading other books.',
  retryAfterSeconds: FILES_MADE_RETRY_SECONDS,
  failureMessage: "The parts' exercises could not be read",
});

const keyOf = ({ section_name, content }: WrittenPart) =>
  createHash('sha256').update(section_name).update('\0').update(content).digest('base64');

/** Keeps a result as the most recently asked for, dropping the least recently asked for past KEPT. */
function keep(key: string, exercises: PartExercises) {
  read.delete(key);
  read.set(key, exercises);
  for (const oldest of read.keys()) {
    if (read.size <= KEPT) break;
    read.delete(oldest);
  }
}

/**
 * Written parts' exercises and model answers as their files read them (docs/decisions/0077-answer-key.md), in order.
 * Parsing a long workbook takes half a second of CPU, and the project page reads the book every second while a run
 * writes it: the parts not read before are parsed together on a thread, never on the main thread, and each result is
 * kept under a digest of the part's name and text, so a text is parsed once and a changed one is a new digest. While
 * the threads cannot take the book (busy, or failing, which `logger` hears of), its parts are listed without exercises
 * and read on a later view.
 */
export async function partExercises(parts: readonly WrittenPart[], logger: Logger): Promise<PartExercises[]> {
  const keys = parts.map(keyOf);
  const unread = parts.flatMap((part, index) => (read.has(keys[index]!) ? [] : [{ part, key: keys[index]! }]));
  if (unread.length > 0) {
    try {
      const found = await pool.run(
        unread.map(({ part }): WrittenPart => ({ section_name: part.section_name, content: part.content })),
      );
      unread.forEach(({ key }, index) => keep(key, found[index]!));
    } catch (error) {
      logger.warn({ err: error }, "a book's parts were listed without their exercises");
      return parts.map(() => UNREAD);
    }
  }
  return keys.map((key) => {
    const exercises = read.get(key) ?? UNREAD;
    keep(key, exercises);
    return exercises;
  });
}
