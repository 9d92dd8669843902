import { fitLength, trimDangling } from '../offline/fit-length.js';

/** Where a sentence ends: its stop, and the closing quotes or brackets after it. */
const SENTENCE_END = /[.!?…]["”’)]*(?=\s|$)/gu;
/** A tag of a cleaned description (shared/listing/kdp-description-html.ts). */
const TAG = /^<(\/?)([a-z0-9]+)>$/u;
/** An element with nothing to read in it. */
const EMPTY_ELEMENT = /<([a-z0-9]+)>(?:\s|<br>)*<\/\1>/gu;
/** Text too short to be worth keeping the start of, at the end of a cut description. */
const SHORTEST_CUT_TEXT = 24;

/**
 * The text within `max` characters: whole as it is when it fits, else up to the last sentence that ends within the
 * limit, else cut at a word with '…'.
 */
export function fitText(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  let end = 0;
  for (const match of trimmed.matchAll(SENTENCE_END)) {
    const after = match.index + match[0].length;
    if (after > max) break;
    end = after;
  }
  return end > 0 ? trimmed.slice(0, end) : fitLength(trimmed, max);
}

/**
 * A short phrase (a keyword, a tag, a title) within `max` characters: whole when it fits, else its words up to the
 * limit, without a word the phrase cannot end on; empty when not even its first word fits.
 */
export function fitPhrase(text: string, max: number): string {
  const phrase = text.replace(/\s+/gu, ' ').trim();
  if (phrase.length <= max) return phrase;
  const lastSpace = phrase.lastIndexOf(' ', max);
  if (lastSpace < 0) return '';
  const cut = phrase.slice(0, lastSpace).replace(/[\s,;:\-–—(/&+]+$/u, '');
  return trimDangling(cut) || cut;
}

/** The text within `maxWords` words and `max` characters, cut as fitText cuts it. */
export function fitWords(text: string, maxWords: number, max: number): string {
  const words = [...text.trim().matchAll(/\S+/gu)];
  const last = words[maxWords - 1];
  const wordsEnd = words.length > maxWords && last ? last.index + last[0].length : Infinity;
  return fitText(text, Math.min(max, wordsEnd));
}

const closingTags = (open: readonly string[]) =>
  open
    .toReversed()
    .map((name) => `</${name}>`)
    .join('');

/**
 * A cleaned description within `max` characters, its markup counted: whole when it fits, else cut where the text
 * allows (fitText), every tag left open closed and the elements left empty dropped.
 */
export function fitDescription(html: string, max: number): string {
  if (html.length <= max) return html;
  let open: string[] = [];
  let kept = '';
  for (const token of html.split(/(<[^<>]+>)/u)) {
    if (!token) continue;
    const tag = TAG.exec(token);
    if (tag) {
      const name = tag[2] ?? '';
      const after = tag[1] ? open.slice(0, -1) : name === 'br' ? open : [...open, name];
      if (kept.length + token.length + closingTags(after).length > max) break;
      kept += token;
      open = after;
      continue;
    }
    const room = max - kept.length - closingTags(open).length;
    if (token.length <= room) {
      kept += token;
      continue;
    }
    if (room >= SHORTEST_CUT_TEXT) kept += fitText(token, room).replace(/&[#a-z0-9]*$/iu, '');
    break;
  }
  let fitted = kept + closingTags(open);
  let emptied = fitted.replace(EMPTY_ELEMENT, '');
  while (emptied !== fitted) {
    fitted = emptied;
    emptied = fitted.replace(EMPTY_ELEMENT, '');
  }
  return fitted.trim();
}
