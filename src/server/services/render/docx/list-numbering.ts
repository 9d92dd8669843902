import { AlignmentType, type INumberingOptions, LevelFormat } from 'docx';

export const BULLETS = 'book-bullets';

/** Numbered lists restart at their own start: each gets its own numbering instance. */
export type ListCounter = { next: number; starts: Set<number> };
const LEVELS = 9;

/** The numbering definition of numbered lists starting at `start`, recorded so the document defines it. */
export function numberedListReference(start: number, lists: ListCounter): string {
  lists.starts.add(start);
  return `book-numbers-${start}`;
}

/** Left indent, in twips, of the text of a list item `level` lists deep (0 = outermost). */
export const listIndent = (level: number) => 400 * (level + 1);

const indent = (level: number) => ({ paragraph: { indent: { left: listIndent(level), hanging: 280 } } });

/** Bullets alternate • and – by depth; numbered lists count 1. 2. 3. at every depth from their own start. */
export function listNumbering(lists: ListCounter): INumberingOptions {
  const levels = Array.from({ length: LEVELS }, (_, level) => level);
  return {
    config: [
      {
        reference: BULLETS,
        levels: levels.map((level) => ({
          level,
          format: LevelFormat.BULLET,
          text: level % 2 === 0 ? '•' : '–',
          alignment: AlignmentType.LEFT,
          style: indent(level),
        })),
      },
      ...[...lists.starts].map((start) => ({
        reference: `book-numbers-${start}`,
        levels: levels.map((level) => ({
          level,
          format: LevelFormat.DECIMAL,
          text: `%${level + 1}.`,
          start,
          alignment: AlignmentType.LEFT,
          style: indent(level),
        })),
      })),
    ],
  };
}
