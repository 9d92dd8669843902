import type { Kysely } from 'kysely';
import type { ListingBasis } from '../../ai/listing/listing-request.js';
import { summarizeChapter } from '../../ai/book-context/summarize-chapter.js';
import type { Database } from '../../db/schema.js';
import { readBook } from '../book-model/read-book.js';
import { writtenVideoMinutes } from '../book-model/read-listing-names.js';
import { readIdeaContext } from '../saved-items/idea-context.js';
import { kindOfPlan } from '../../../shared/product-kind.js';

/** The summaries book runs stored of these sections, the latest last. */
const storedSummaries = (db: Kysely<Database>, userId: string, projectId: string, contentIds: readonly string[]) =>
  contentIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('book_run_parts')
        .innerJoin('book_runs', 'book_runs.id', 'book_run_parts.run_id')
        .select(['book_run_parts.content_id', 'book_run_parts.summary'])
        .where('book_runs.user_id', '=', userId)
        .where('book_runs.project_id', '=', projectId)
        .where('book_run_parts.content_id', 'in', contentIds)
        .orderBy('book_run_parts.created_at')
        .execute();

/**
 * What one of the user's projects' listing is written from (docs/decisions/0057-listing.md): its plan, each written
 * chapter's summary (the one its book run stored, else made from the chapter's text) and its idea; a course's lesson
 * count and its written lessons' video minutes (docs/decisions/0074-course-run.md). A missing,
 * malformed or foreign project is 'Project not found'.
 */
export async function readListingBasis(db: Kysely<Database>, userId: string, projectId: string): Promise<ListingBasis> {
  const book = await readBook(db, userId, projectId);
  const { project, plan, parts, byKey } = book;
  const chapters = parts.flatMap((part) => {
    const section = byKey.get(part.key);
    return part.number !== null && section ? [{ number: part.number, section }] : [];
  });
  const [idea, stored] = await Promise.all([
    readIdeaContext(db, userId, project.product_idea_id),
    storedSummaries(
      db,
      userId,
      project.id,
      chapters.map(({ section }) => section.id),
    ),
  ]);
  const byContent = new Map(stored.map((part) => [part.content_id, part.summary]));
  const summaries = plan.chapters.map(() => '');
  for (const { number, section } of chapters)
    summaries[number - 1] = byContent.get(section.id) ?? summarizeChapter(section.content);
  if (kindOfPlan(plan) !== 'course') return { plan, summaries, idea };
  const course = {
    lessons: plan.chapters.reduce((sum, module) => sum + (module.lessons?.length ?? 0), 0),
    videoMinutes: writtenVideoMinutes(book),
  };
  return { plan, summaries, idea, course };
}
