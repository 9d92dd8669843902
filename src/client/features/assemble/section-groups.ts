/** What grouping needs of a saved section: its name and the saved title it was written for, if any. */
export interface GroupableSection {
  id: string;
  sectionName: string;
  titleId: string | null;
  titleText: string | null;
}

/** The sections of one title, or (titleId null) those written for no title. */
export interface SectionGroup<Section extends GroupableSection> {
  titleId: string | null;
  titleText: string | null;
  /** Whether it is the title chosen for the product. */
  chosen: boolean;
  sections: Section[];
}

/** Of sections sharing a name (any case), only the newest: the list comes newest first. */
export function newestPerSectionName<Section extends { sectionName: string }>(sections: Section[]): Section[] {
  const seen = new Set<string>();
  return sections.filter((section) => {
    const name = section.sectionName.trim().toLowerCase();
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}

/**
 * The sections (newest first) grouped by the title they were written for, each group reduced to the newest
 * section of each name among its own sections (docs/decisions/0025-sections-reduced-within-their-title.md): the
 * chosen title's group first, then the other titles' in the order of their newest section, then the sections
 * written for no title. A section stays in its own title's group whichever title is chosen, so choosing another
 * title only moves groups, and never hides or swaps a section.
 */
export function groupSectionsByTitle<Section extends GroupableSection>(
  sections: Section[],
  chosenTitleId: string | null,
): SectionGroup<Section>[] {
  const byTitle = new Map<string | null, Section[]>();
  for (const section of sections) {
    const titleId = section.titleText === null ? null : section.titleId;
    const members = byTitle.get(titleId);
    if (members) members.push(section);
    else byTitle.set(titleId, [section]);
  }
  const groups = [...byTitle].map(([titleId, members]): SectionGroup<Section> => ({
    titleId,
    titleText: members[0]!.titleText,
    chosen: titleId !== null && titleId === chosenTitleId,
    sections: newestPerSectionName(members),
  }));
  const rank = (group: SectionGroup<Section>) => (group.chosen ? 0 : group.titleId === null ? 2 : 1);
  return groups.sort((a, b) => rank(a) - rank(b));
}
