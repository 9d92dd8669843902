import type { BookPlanChapter } from '../../../../shared/schemas/book-plan.js';
import { NUMBERED_UNITS, readSectionName } from '../../../../shared/section-name.js';

/**
 * Which chapter of the plan a section is, by its name: 'Chapter 3: …' or 'Chapter 3' is the third (any numbered
 * unit: Module 3, Step 3…); any other name is the chapter whose title it is, letter case aside. The 0-based index,
 * or null when the name names no chapter of the plan.
 */
export function findPlanChapter(chapters: readonly BookPlanChapter[], sectionName: string): number | null {
  const { number } = readSectionName(sectionName, NUMBERED_UNITS);
  if (number !== null) return number >= 1 && number <= chapters.length ? number - 1 : null;
  const name = sectionName.trim().toLocaleLowerCase();
  const index = chapters.findIndex((chapter) => chapter.title.toLocaleLowerCase() === name);
  return index >= 0 ? index : null;
}
