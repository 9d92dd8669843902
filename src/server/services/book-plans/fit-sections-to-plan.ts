import type { Kysely } from 'kysely';
import type { BookPlan } from '../../../shared/schemas/book-plan.js';
import type { Database } from '../../db/schema.js';
import { renameSection } from '../sections/section-rows.js';
import { writeSections } from '../projects/project-sections.js';
import { bookSectionOrder, matchBookSections, planBookParts, type BookSection } from '../products/book/book-parts.js';
import type { Book } from '../book-model/read-book.js';

const folded = (title: string) => title.trim().toLocaleLowerCase();

/**
 * Where a chapter of the plan before an edit went in the plan after it, as a 0-based index: to the chapter of the
 * same title (moved or kept), else to the chapter now in its place when that one is new (renamed); null when the
 * chapter was removed.
 */
function placeAfterEdit(before: readonly string[], after: readonly string[], index: number): number | null {
  const title = folded(before[index] ?? '');
  const kept = after.findIndex((candidate) => folded(candidate) === title);
  if (kept >= 0) return kept;
  const inPlace = after[index];
  return inPlace !== undefined && !before.some((old) => folded(old) === folded(inPlace)) ? index : null;
}

/**
 * Keeps the book's written chapters where the plan that replaces `book.plan` puts them (docs/decisions/0040): a
 * chapter renamed or moved in the plan takes its new name on its section ('Chapter 3: Calm Counters'), and the
 * project's sections are put in the new plan's order, so the files, their contents and the project's sections print
 * what the plan says. Chapters whose title and number stay keep the name they have. Returns how many sections were
 * renamed; with none, nothing is written.
 */
export async function fitSectionsToPlan(
  trx: Kysely<Database>,
  userId: string,
  book: Book,
  plan: Pick<BookPlan, 'chapters'>,
): Promise<number> {
  const before = book.plan.chapters.map((chapter) => chapter.title);
  const after = plan.chapters.map((chapter) => chapter.title);
  const partsAfter = planBookParts(plan, book.productType);
  const chaptersAfter = partsAfter.filter((part) => part.role === 'chapter');
  const sections: BookSection[] = [...book.byKey.values(), ...book.others];
  let renamed = 0;
  for (const part of book.parts) {
    const section = part.number === null ? undefined : book.byKey.get(part.key);
    if (!section || part.number === null) continue;
    const place = placeAfterEdit(before, after, part.number - 1);
    if (place === null || (place === part.number - 1 && folded(after[place]!) === folded(part.title))) continue;
    const sectionName = chaptersAfter[place]!.sectionName;
    if (sectionName === section.section_name) continue;
    await renameSection(trx, userId, section.id, sectionName);
    sections[sections.indexOf(section)] = { id: section.id, section_name: sectionName };
    renamed += 1;
  }
  if (renamed === 0) return 0;
  const { byKey, others } = matchBookSections(partsAfter, plan, sections);
  await writeSections(trx, book.project.id, bookSectionOrder(partsAfter, byKey, others));
  return renamed;
}
