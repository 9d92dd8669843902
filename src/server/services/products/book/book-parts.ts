import type { ProductType } from '../../../../shared/catalog.js';
import type { BookPartRole } from '../../../../shared/schemas/book-run.js';
import type { BookPlan } from '../../../../shared/schemas/book-plan.js';
import { SECTION_TYPES } from '../../../../shared/section-types.js';
import { findPlanChapter } from './find-plan-chapter.js';

/** One part of a planned book: the introduction, a chapter of the plan, or the conclusion. */
export interface BookPartPlan {
  key: string;
  role: BookPartRole;
  /** The chapter's number in the plan; null for the introduction and conclusion. */
  number: number | null;
  title: string;
  goal: string;
  /** The name its section is saved under: 'Chapter 3: Quiet Kitchens', 'Introduction'. */
  sectionName: string;
}

/** What opens and closes a book of each product type; a template pack has no conclusion. */
export const BOOK_ENDS = {
  ebook: { introduction: 'Introduction', conclusion: 'Conclusion' },
  course: { introduction: 'Course Overview', conclusion: 'Course Conclusion' },
  guide: { introduction: 'Introduction', conclusion: 'Conclusion' },
  workbook: { introduction: 'Introduction', conclusion: 'Conclusion' },
  template: { introduction: 'How to Use This Pack', conclusion: null },
  plr: { introduction: 'Introduction', conclusion: 'Conclusion' },
} as const satisfies Record<ProductType, { introduction: string; conclusion: string | null }>;

export const chapterKey = (number: number) => `chapter-${number}`;

/**
 * The parts of the book in reading order (docs/decisions/0029-book-runs.md): the product type's opening part, one per
 * chapter of the plan named with the type's unit ('Module 3: …'), and its closing part.
 */
export function planBookParts(plan: Pick<BookPlan, 'chapters'>, productType: ProductType): BookPartPlan[] {
  const ends = BOOK_ENDS[productType];
  const unit = SECTION_TYPES[productType].numberedUnit;
  const end = (role: 'introduction' | 'conclusion', name: string): BookPartPlan => ({
    key: role,
    role,
    number: null,
    title: name,
    goal: '',
    sectionName: name,
  });
  return [
    end('introduction', ends.introduction),
    ...plan.chapters.map((chapter, index) => ({
      key: chapterKey(index + 1),
      role: 'chapter' as const,
      number: index + 1,
      title: chapter.title,
      goal: chapter.goal,
      sectionName: `${unit} ${index + 1}: ${chapter.title}`,
    })),
    ...(ends.conclusion ? [end('conclusion', ends.conclusion)] : []),
  ];
}

/** The order a run writes parts in: the chapters first, then the introduction and conclusion, which tell what they say. */
export function writingOrder<Part extends Pick<BookPartPlan, 'role'>>(parts: readonly Part[]): Part[] {
  return [...parts.filter((part) => part.role === 'chapter'), ...parts.filter((part) => part.role !== 'chapter')];
}

/** A project section as the book reads it. */
export interface BookSection {
  id: string;
  section_name: string;
}

/**
 * Which of the project's sections is which part of the book: the first section named like the opening or closing
 * part (letter case aside), or naming a chapter of the plan ('Chapter 3…' or its title), is that part. Sections that
 * are no part of the plan are `others`, in their order.
 */
export function matchBookSections<Section extends BookSection>(
  parts: readonly BookPartPlan[],
  plan: Pick<BookPlan, 'chapters'>,
  sections: readonly Section[],
): { byKey: Map<string, Section>; others: Section[] } {
  const byKey = new Map<string, Section>();
  const others: Section[] = [];
  const endKeys = new Map(
    parts.filter((part) => part.role !== 'chapter').map((part) => [part.sectionName.toLocaleLowerCase(), part.key]),
  );
  for (const section of sections) {
    const endKey = endKeys.get(section.section_name.trim().toLocaleLowerCase());
    const chapterIndex = endKey ? null : findPlanChapter(plan.chapters, section.section_name);
    const key = endKey ?? (chapterIndex === null ? null : chapterKey(chapterIndex + 1));
    if (key && !byKey.has(key)) byKey.set(key, section);
    else others.push(section);
  }
  return { byKey, others };
}

/**
 * The project's section ids once the book's parts are in place: the opening part, the chapters in the plan's order,
 * the sections that are no part of the plan (in their order), then the closing part.
 */
export function bookSectionOrder(
  parts: readonly BookPartPlan[],
  byKey: ReadonlyMap<string, BookSection>,
  others: readonly BookSection[],
): string[] {
  const idOf = (part: BookPartPlan) => byKey.get(part.key)?.id;
  const ids = (role: BookPartRole) => parts.filter((part) => part.role === role).flatMap((part) => idOf(part) ?? []);
  return [...ids('introduction'), ...ids('chapter'), ...others.map((section) => section.id), ...ids('conclusion')];
}
