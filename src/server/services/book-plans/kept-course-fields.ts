import type { Kysely } from 'kysely';
import { bookPlan, type BookPlan } from '../../../shared/schemas/book-plan.js';
import { readJson } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';

const storedChapters = bookPlan.shape.chapters;

/**
 * A book's plan as it is stored, keeping what it held while the product was a course (docs/decisions/0073-course-plan.md):
 * each module's lessons and quiz stay with the chapter of the same title, and the final assignment stays, so a product
 * made a book and then a course again finds them; a book's files and screens never read them.
 */
export async function withKeptCourseFields(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  plan: BookPlan,
): Promise<BookPlan> {
  const row = await db
    .selectFrom('book_plans')
    .select(['chapters', 'final_assignment'])
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return plan;
  const byTitle = new Map((storedChapters.safeParse(readJson(row.chapters)).data ?? []).map((c) => [c.title, c]));
  return {
    ...plan,
    chapters: plan.chapters.map((chapter) => {
      const kept = byTitle.get(chapter.title);
      return kept?.lessons || kept?.quiz ? { ...chapter, lessons: kept.lessons ?? [], quiz: kept.quiz ?? [] } : chapter;
    }),
    finalAssignment: row.final_assignment,
  };
}
