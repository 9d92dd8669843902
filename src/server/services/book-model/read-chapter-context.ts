import type { Kysely } from 'kysely';
import { chapterInPlan, type ChapterContext } from '../../ai/book-context/chapter-context.js';
import { summarizeChapter } from '../../ai/book-context/summarize-chapter.js';
import type { Database } from '../../db/schema.js';
import { readSectionTexts } from './read-section-texts.js';
import { findPlanChapter } from '../products/book/find-plan-chapter.js';
import { readBookPlan } from './read-book-plan.js';

/**
 * Where the section `sectionName` sits in the plan of one of the user's projects (docs/decisions/0028-book-plan.md):
 * its chapter, the chapters around it, and what the project's sections for the chapters before it already say.
 * Undefined when the name names no chapter of the plan. A missing or foreign project is 'Project not found' (404).
 */
export async function readChapterContext(
  db: Kysely<Database>,
  userId: string,
  projectId: string,
  sectionName: string,
): Promise<ChapterContext | undefined> {
  const { plan } = await readBookPlan(db, userId, projectId);
  const index = findPlanChapter(plan.chapters, sectionName);
  if (index === null) return undefined;
  // Each section's chapter, read once: the first section written for a chapter is the one summarised.
  const sectionOfChapter = new Map<number, string>();
  for (const section of await readSectionTexts(db, userId, projectId)) {
    const chapterIndex = findPlanChapter(plan.chapters, section.section_name);
    if (chapterIndex !== null && !sectionOfChapter.has(chapterIndex))
      sectionOfChapter.set(chapterIndex, section.content);
  }
  const earlier = plan.chapters.slice(0, index).flatMap((chapter, chapterIndex) => {
    const content = sectionOfChapter.get(chapterIndex);
    const summary = content === undefined ? '' : summarizeChapter(content);
    return summary ? [{ title: chapter.title, summary }] : [];
  });
  return chapterInPlan(plan, index, earlier);
}
