/**
 * A numbered unit opening a name, with what separates it from the rest: 'Chapter 3', 'Module 3: ', 'Lesson 3 – '.
 * The units are the product types' numbered ones (src/shared/section-types.ts) and those writers use in module lists.
 */
const NUMBERED_UNIT =
  /^\s*(?:chapter|module|lesson|part|unit|section|step|exercise|template)\s+(\d{1,3})(?=$|[\s:.,;–—-])\s*[:.,;–—-]?\s*/i;

/** The number a name opens with ('Chapter 3: Tools' → 3), or null when it opens with no numbered unit. */
export function unitNumberOf(name: string): number | null {
  const match = NUMBERED_UNIT.exec(name);
  return match ? Number(match[1]) : null;
}

/** The name without the numbered unit it opens with: 'Module 3: Tools' → 'Tools'. */
export const withoutNumberedUnit = (name: string): string => name.replace(NUMBERED_UNIT, '').trim();
