import { readFileSync } from 'node:fs';

/**
 * Glyph advance widths read from a TrueType file's own tables (head, hhea, hmtx, cmap), so a title is measured
 * with the very font the rasteriser draws it in. Kerning is left out: it only ever narrows a line, so a line
 * measured to fit still fits once drawn.
 */
export interface FontMetrics {
  /** The width of `text` set at `size` px, with `letterSpacing` px added after every character. */
  measure(text: string, size: number, letterSpacing?: number): number;
  /** Whether the font draws this character (emoji and rare scripts are missing from the cover fonts). */
  hasGlyph(character: string): boolean;
  /** Ascender and descender as fractions of the font size (the descender is positive). */
  ascent: number;
  descent: number;
}

interface Tables {
  [tag: string]: { offset: number; length: number } | undefined;
}

function readTables(data: Buffer): Tables {
  const count = data.readUInt16BE(4);
  const tables: Tables = {};
  for (let i = 0; i < count; i += 1) {
    const record = 12 + i * 16;
    const tag = data.toString('latin1', record, record + 4);
    tables[tag] = { offset: data.readUInt32BE(record + 8), length: data.readUInt32BE(record + 12) };
  }
  return tables;
}

function requireTable(tables: Tables, tag: string, file: string) {
  const table = tables[tag];
  if (!table) throw new Error(`${file} has no '${tag}' table`);
  return table.offset;
}

/** Code point → glyph id from the best Unicode subtable: format 12 (full range) or format 4 (BMP). */
function readCharacterMap(data: Buffer, cmap: number): (codePoint: number) => number {
  const subtables = data.readUInt16BE(cmap + 2);
  let format4: number | undefined;
  let format12: number | undefined;
  for (let i = 0; i < subtables; i += 1) {
    const record = cmap + 4 + i * 8;
    const platform = data.readUInt16BE(record);
    const encoding = data.readUInt16BE(record + 2);
    const offset = cmap + data.readUInt32BE(record + 4);
    const format = data.readUInt16BE(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    if (format === 12) format12 = offset;
    if (format === 4) format4 = offset;
  }
  if (format12 !== undefined) {
    const table = format12;
    const groups = data.readUInt32BE(table + 12);
    return (codePoint) => {
      for (let i = 0; i < groups; i += 1) {
        const group = table + 16 + i * 12;
        const start = data.readUInt32BE(group);
        const end = data.readUInt32BE(group + 4);
        if (codePoint >= start && codePoint <= end) return data.readUInt32BE(group + 8) + codePoint - start;
      }
      return 0;
    };
  }
  if (format4 === undefined) return () => 0;
  const table = format4;
  const segments = data.readUInt16BE(table + 6) / 2;
  const ends = table + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    for (let i = 0; i < segments; i += 1) {
      if (codePoint > data.readUInt16BE(ends + i * 2)) continue;
      const start = data.readUInt16BE(starts + i * 2);
      if (codePoint < start) return 0;
      const delta = data.readInt16BE(deltas + i * 2);
      const rangeOffset = data.readUInt16BE(rangeOffsets + i * 2);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyphAt = rangeOffsets + i * 2 + rangeOffset + (codePoint - start) * 2;
      const glyph = data.readUInt16BE(glyphAt);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

/** Reads the metrics of one TrueType file. */
export function loadFontMetrics(file: string): FontMetrics {
  const data = readFileSync(file);
  const tables = readTables(data);
  const head = requireTable(tables, 'head', file);
  const hhea = requireTable(tables, 'hhea', file);
  const hmtx = requireTable(tables, 'hmtx', file);
  const unitsPerEm = data.readUInt16BE(head + 18);
  const ascender = data.readInt16BE(hhea + 4);
  const descender = data.readInt16BE(hhea + 6);
  const longMetrics = data.readUInt16BE(hhea + 34);
  const glyphOf = readCharacterMap(data, requireTable(tables, 'cmap', file));
  const advanceOf = (glyph: number) => data.readUInt16BE(hmtx + Math.min(glyph, longMetrics - 1) * 4);
  const widths = new Map<number, number>();
  const widthOf = (codePoint: number) => {
    let width = widths.get(codePoint);
    if (width === undefined) {
      width = advanceOf(glyphOf(codePoint)) / unitsPerEm;
      widths.set(codePoint, width);
    }
    return width;
  };
  return {
    hasGlyph: (character) => glyphOf(character.codePointAt(0) ?? 0) !== 0,
    ascent: ascender / unitsPerEm,
    descent: -descender / unitsPerEm,
    measure(text, size, letterSpacing = 0) {
      let em = 0;
      let characters = 0;
      for (const character of text) {
        em += widthOf(character.codePointAt(0)!);
        characters += 1;
      }
      return em * size + characters * letterSpacing;
    },
  };
}
