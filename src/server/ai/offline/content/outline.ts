import { capitalize, clean, tidy } from '../text.js';

/** A top-level point of a section outline, with the sub-points written under it. */
export interface OutlinePoint {
  heading: string;
  details: string[];
}

export const MAX_OUTLINE_POINTS = 12;
const MAX_HEADING_WORDS = 16;

const MARKER = /^(?:[-*+•]|\d{1,3}[.)]|[a-zA-Z][.)]|#{1,6})\s+/;
const NUMBERED = /^\d{1,3}[.)]\s+/;
const HEADING = /^#{1,6}\s+/;

const stripMarkup = (line: string) =>
  tidy(
    clean(
      line
        .trim()
        .replace(MARKER, '')
        .replace(/\*\*|__|`/g, ''),
    ).replace(/:$/, ''),
  );

const hasText = (text: string) => /[\p{L}\p{N}]/u.test(text);

const indentOf = (line: string) => (/^[ \t]*/.exec(line)?.[0] ?? '').replace(/\t/g, '    ').length;

/**
 * Reads the points of an outline: bullet or numbered lists (indented lines are sub-points),
 * markdown headings with lists under them, or one line of items separated by semicolons,
 * sentences or short comma-separated phrases.
 */
export function parseOutline(outline: string | undefined): OutlinePoint[] {
  const lines = (outline ?? '').split(/\r?\n/).filter((line) => hasText(stripMarkup(line)));
  if (lines.length === 0) return [];
  if (lines.length === 1) {
    return capPoints(
      splitSingleLine(stripMarkup(lines[0] ?? ''))
        .map(toPoint)
        .filter((point) => hasText(point.heading)),
    );
  }

  const minIndent = Math.min(...lines.map(indentOf));
  const trimmed = lines.map((line) => line.trim());
  const usesHeadings = trimmed.some((line) => HEADING.test(line));
  const mixesNumbers = trimmed.some((line) => NUMBERED.test(line)) && trimmed.some((line) => !NUMBERED.test(line));
  const isTopLevel = (line: string, index: number) => {
    if (usesHeadings) return HEADING.test(trimmed[index] ?? '');
    if (indentOf(line) > minIndent) return false;
    return !mixesNumbers || NUMBERED.test(trimmed[index] ?? '');
  };

  const points: OutlinePoint[] = [];
  lines.forEach((line, index) => {
    const text = stripMarkup(line);
    const current = points[points.length - 1];
    if (isTopLevel(line, index) || !current) points.push(toPoint(text));
    else current.details.push(capitalize(text));
  });
  return capPoints(points);
}

function splitSingleLine(line: string): string[] {
  const bySemicolon = line.split(/\s*;\s*/).filter(Boolean);
  if (bySemicolon.length > 1) return bySemicolon;
  const bySentence = line.split(/(?<=[.!?])\s+(?=[A-Z0-9])/).filter(Boolean);
  if (bySentence.length > 1) return bySentence;
  const commaParts = line.split(/\s*,\s*(?:and\s+)?/).filter(Boolean);
  const byComma =
    commaParts.length > 1 ? [...commaParts.slice(0, -1), ...(commaParts.at(-1) ?? '').split(/\s+and\s+/)] : commaParts;
  if (byComma.length >= 3 && byComma.every((part) => part.split(' ').length <= 8)) return byComma;
  return [line];
}

/** A point from one line: 'Storage: jars, labels, freezer' → heading 'Storage', details from the rest. */
function toPoint(text: string): OutlinePoint {
  const cleaned = clean(text);
  const split = /^(.{3,80}?)(?::\s+|\s+[-–—]\s+)(.+)$/.exec(cleaned);
  if (split?.[1] && split[2] && split[1].split(' ').length <= 10) {
    const rest = split[2].split(/\s*,\s*/).filter(Boolean);
    const details = rest.length > 1 && rest.every((part) => part.split(' ').length <= 8) ? rest : [split[2]];
    return {
      heading: capitalize(clean(split[1])),
      details: details.map((detail) => capitalize(clean(detail))).filter(hasText),
    };
  }
  const words = cleaned.split(' ');
  if (words.length <= MAX_HEADING_WORDS) return { heading: capitalize(cleaned), details: [] };
  return {
    heading: capitalize(clean(words.slice(0, MAX_HEADING_WORDS).join(' '))),
    details: [capitalize(words.slice(MAX_HEADING_WORDS).join(' '))],
  };
}

/** Keeps at most MAX_OUTLINE_POINTS headings; later points become sub-points of the last one. */
function capPoints(points: OutlinePoint[]): OutlinePoint[] {
  if (points.length <= MAX_OUTLINE_POINTS) return points;
  const kept = points.slice(0, MAX_OUTLINE_POINTS);
  const last = kept[kept.length - 1];
  for (const extra of points.slice(MAX_OUTLINE_POINTS)) last?.details.push(extra.heading, ...extra.details);
  return kept;
}
