import { SECTION_TYPES } from './section-types.js';

/** A kind of section a name can start with: a fixed one ('Introduction') or a numbered unit ('Chapter'). */
export interface SectionUnit {
  label: string;
  numbered: boolean;
}

/** A section name read into its unit, the unit's number and the title after it. */
export interface SectionNameParts<Unit extends SectionUnit> {
  /** The unit the name starts with, or null when it starts with none of those given. */
  unit: Unit | null;
  /** The number after a numbered unit, else null. */
  number: number | null;
  /** What follows the unit (and number), or the whole name when no unit matched; trimmed. */
  title: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Between the unit (and number) and the title: a colon, or a full stop or dash followed by a space. */
const SEPARATOR = '(?:\\s*:|\\s*[.\\-\u2013\u2014]\\s)';

/**
 * Reads 'Chapter 3: Tools and Set-Up' as the unit Chapter, 3 and 'Tools and Set-Up' ('Chapter 3 – Tools', 'Step 2.
 * Preheat' alike), in any letter case. A name that starts with none of the units keeps all of it as the title.
 */
export function readSectionName<Unit extends SectionUnit>(
  name: string,
  units: readonly Unit[],
): SectionNameParts<Unit> {
  const trimmed = name.trim();
  for (const unit of units) {
    const number = unit.numbered ? '\\s+(\\d{1,3})' : '';
    const match = new RegExp(`^${escapeRegExp(unit.label)}${number}(?:${SEPARATOR}\\s*(.*))?$`, 'is').exec(trimmed);
    if (!match) continue;
    return unit.numbered
      ? { unit, number: Number(match[1]), title: (match[2] ?? '').trim() }
      : { unit, number: null, title: (match[1] ?? '').trim() };
  }
  return { unit: null, number: null, title: trimmed };
}

/**
 * The numbered units a book's sections are named with: each product type's ('Chapter', 'Module', 'Step', 'Exercise',
 * 'Template'), and the Lesson and Part that creators also use.
 */
export const NUMBERED_UNITS: readonly SectionUnit[] = [
  ...new Set([...Object.values(SECTION_TYPES).map((types) => types.numberedUnit), 'Lesson', 'Part']),
].map((label) => ({ label, numbered: true }));

/** How a section's name heads its opening page: a small label ('Chapter 3') above the title, or the title alone. */
export interface SectionHeading {
  label: string | null;
  title: string;
}

/**
 * 'Chapter 3: Tools and Set-Up' heads its page as the label 'Chapter 3' above the title 'Tools and Set-Up'. A name
 * without a numbered unit, or with nothing after the number ('Chapter 3'), is the title whole, without a label.
 */
export function sectionHeading(name: string): SectionHeading {
  const { unit, number, title } = readSectionName(name, NUMBERED_UNITS);
  return unit && title ? { label: `${unit.label} ${number}`, title } : { label: null, title: name.trim() };
}
