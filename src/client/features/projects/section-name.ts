import type { EditSectionType } from '../../../shared/section-types.js';

/** A section name as the edit dialog's fields: its type, number and the heading after a colon. */
export interface SectionNameParts {
  sectionType: string;
  sectionNumber: string;
  heading: string;
}

const headingAfter = (rest: string | undefined) => (rest ?? '').trim();

/**
 * Reads 'Chapter 3: Planning' as chapter, 3 and 'Planning'. A name that starts with none of the types keeps all
 * of it as the heading and no type, so the user picks one.
 */
export function splitSectionName(name: string, types: readonly EditSectionType[]): SectionNameParts {
  for (const type of types) {
    const pattern = type.numbered
      ? new RegExp(`^${type.label}\\s+(\\d{1,3})\\s*(?::\\s*(.*))?$`, 'is')
      : new RegExp(`^${type.label}\\s*(?::\\s*(.*))?$`, 'is');
    const match = pattern.exec(name.trim());
    if (!match) continue;
    return type.numbered
      ? { sectionType: type.value, sectionNumber: match[1] ?? '', heading: headingAfter(match[2]) }
      : { sectionType: type.value, sectionNumber: '', heading: headingAfter(match[1]) };
  }
  return { sectionType: '', sectionNumber: '', heading: name.trim() };
}

/** 'Chapter 3: Planning' from its parts; the heading is left out when empty. */
export function joinSectionName(type: EditSectionType, sectionNumber: string, heading: string): string {
  const base = type.numbered ? `${type.label} ${Number(sectionNumber)}` : type.label;
  return heading ? `${base}: ${heading}` : base;
}
