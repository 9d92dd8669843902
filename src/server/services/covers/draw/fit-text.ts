import { metricsOf, type FontFace } from './fonts.js';

export interface FitOptions {
  font: FontFace;
  /** The box the lines must stay inside, in px. */
  width: number;
  height: number;
  maxSize: number;
  minSize: number;
  /** Baseline-to-baseline distance as a multiple of the size. */
  lineHeight: number;
  /** Extra space after each character, as a multiple of the size. */
  tracking?: number;
  uppercase?: boolean;
}

/** Lines set at one size: every line measured no wider than the box, the block no taller. */
export interface TextBlock {
  lines: string[];
  size: number;
  letterSpacing: number;
  /** Measured width of each line. */
  widths: number[];
  /** From the top of the first line's ascender to the bottom of the last line's descender. */
  height: number;
  /** Distance from the block's top to the first baseline. */
  firstBaseline: number;
  lineAdvance: number;
}

const SIZE_STEP = 0.96;

/** The text without characters the face cannot draw (emoji…), on one line of single spaces. */
export function drawableText(text: string, font: FontFace, uppercase = false): string {
  const metrics = metricsOf(font);
  const cased = uppercase ? text.toUpperCase() : text;
  return [...cased]
    .map((character) => (/\s/.test(character) ? ' ' : metrics.hasGlyph(character) ? character : ''))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * Wraps and sizes `text` to the largest size at which it fits the box, its lines balanced; a word wider than the
 * box is broken inside. Below the smallest size, the lines that fit are kept and the last one ends with '…'.
 */
export function fitText(text: string, options: FitOptions): TextBlock {
  const content = drawableText(text, options.font, options.uppercase);
  const metrics = metricsOf(options.font);
  const tracking = options.tracking ?? 0;
  const longestWord = Math.max(...wordUnits(content).map((word) => metrics.measure(word, 1, tracking) - tracking));
  // Words are broken only when even the smallest size cannot hold the longest one.
  const wordFit = options.width / Math.max(longestWord, 1e-6);
  let size = Math.max(options.minSize, Math.min(options.maxSize, wordFit));
  for (;;) {
    const block = layoutAt(content, size, options);
    if (block.height <= options.height) return block;
    const next = size * SIZE_STEP;
    if (next < options.minSize) return truncate(block, options);
    size = next;
  }
}

function layoutAt(content: string, size: number, options: FitOptions): TextBlock {
  const metrics = metricsOf(options.font);
  const letterSpacing = (options.tracking ?? 0) * size;
  const measure = (line: string) => metrics.measure(line, size, letterSpacing) - letterSpacing;
  let lines = wrap(content, options.width, measure);
  // Balance: the narrowest width that still gives the same number of lines, without breaking a word that fits.
  const longestWord = Math.max(...wordUnits(content).map(measure));
  let low = Math.max(options.width * 0.5, Math.min(longestWord, options.width));
  let high = options.width;
  for (let i = 0; i < 8 && lines.length > 1; i += 1) {
    const mid = (low + high) / 2;
    if (wrap(content, mid, measure).length === lines.length) high = mid;
    else low = mid;
  }
  if (lines.length > 1) lines = wrap(content, high, measure);
  const lineAdvance = size * options.lineHeight;
  const firstBaseline = size * metrics.ascent;
  return {
    lines,
    size,
    letterSpacing,
    widths: lines.map(measure),
    height: firstBaseline + (lines.length - 1) * lineAdvance + size * metrics.descent,
    firstBaseline,
    lineAdvance,
  };
}

/**
 * How far, in pixels, a line may measure over its width and still fit: a word sized to fill the line exactly
 * measures a hair wider in floating point, and was cut before its last letter.
 */
const ROUNDING_SLACK = 0.01;

const isOneLetterWord = (word: string) => /^\p{L}$/u.test(word);

/**
 * The words lines may break between: a one-letter word ('A', 'I', 'a') travels with the word after it, so no line
 * ends with one, and a last one-letter word stays with the word before it.
 */
export function wordUnits(content: string): string[] {
  const units: string[] = [];
  let pending = '';
  for (const word of content.split(' ').filter(Boolean)) {
    const unit = pending ? `${pending} ${word}` : word;
    pending = isOneLetterWord(word) ? unit : '';
    if (!pending) units.push(unit);
  }
  if (pending && units.length > 0) units.push(`${units.pop()!} ${pending}`);
  else if (pending) units.push(pending);
  return units;
}

function wrap(content: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of wordUnits(content)) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate) <= width + ROUNDING_SLACK) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    for (const piece of breakWord(word, width, measure)) {
      if (current) lines.push(current);
      current = piece;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** A word wider than the line, cut into pieces that each fit. */
function breakWord(word: string, width: number, measure: (line: string) => number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of word) {
    if (piece && measure(piece + character) > width + ROUNDING_SLACK) {
      pieces.push(piece);
      piece = '';
    }
    piece += character;
  }
  return [...pieces, piece];
}

function truncate(block: TextBlock, options: FitOptions): TextBlock {
  const metrics = metricsOf(options.font);
  const room =
    Math.floor((options.height - block.firstBaseline - block.size * metrics.descent) / block.lineAdvance) + 1;
  const kept = block.lines.slice(0, Math.max(1, room));
  const measure = (line: string) => metrics.measure(line, block.size, block.letterSpacing) - block.letterSpacing;
  let last = `${kept.pop()!}…`;
  while (last.length > 1 && measure(last) > options.width) last = `${last.slice(0, -2).trimEnd()}…`;
  const lines = [...kept, last];
  return {
    ...block,
    lines,
    widths: lines.map(measure),
    height: block.firstBaseline + (lines.length - 1) * block.lineAdvance + block.size * metrics.descent,
  };
}
