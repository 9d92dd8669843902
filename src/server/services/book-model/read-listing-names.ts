import type { Kysely } from 'kysely';
import { readModuleText, videoMinutesOf } from '../../../shared/course-module-text.js';
import { kindOfPlan } from '../../../shared/product-kind.js';
import type { Database } from '../../db/schema.js';
import { bookNamesOf, type ListingBookNames, type PlanNames } from './listing-bases.js';
import { readBook, type Book } from './read-book.js';

/** The minutes of video a course's written modules' lessons run to, by their scripts' estimates. */
export function writtenVideoMinutes({ parts, byKey }: Pick<Book, 'parts' | 'byKey'>): number {
  const written = parts.flatMap((part) => {
    const section = part.number === null ? undefined : byKey.get(part.key);
    return section ? readModuleText(section.content).lessons : [];
  });
  return videoMinutesOf(written);
}

/**
 * What of one of the user's books its listing is checked against as it stands (listing-bases.ts): the names `plan`
 * gives, and for a course the minutes of video its written lessons run to, read from its modules as written.
 */
export async function readListingNames(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  plan: PlanNames,
): Promise<ListingBookNames> {
  if (kindOfPlan(plan) !== 'course') return bookNamesOf(plan);
  return bookNamesOf(plan, writtenVideoMinutes(await readBook(db, userId, projectId)));
}
