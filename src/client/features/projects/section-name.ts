import { readSectionName } from '@shared/section-name';
import type { EditSectionType } from '@shared/section-types';

/** A section name as the edit dialog's fields: its type, number and the heading after a colon. */
export interface SectionNameParts {
  sectionType: string;
  sectionNumber: string;
  heading: string;
}

/**
 * Reads 'Chapter 3: Planning' as chapter, 3 and 'Planning', the way the files read it. A name that starts with none
 * of the types keeps all of it as the heading and no type, so the user picks one.
 */
export function splitSectionName(name: string, types: readonly EditSectionType[]): SectionNameParts {
  const { unit, number, title } = readSectionName(name, types);
  return { sectionType: unit?.value ?? '', sectionNumber: number === null ? '' : String(number), heading: title };
}

/** 'Chapter 3: Planning' from its parts; the heading is left out when empty. */
export function joinSectionName(type: EditSectionType, sectionNumber: string, heading: string): string {
  const base = type.numbered ? `${type.label} ${Number(sectionNumber)}` : type.label;
  return heading ? `${base}: ${heading}` : base;
}
