import { isPreamble } from './chatter-phrasings.js';

/** The longest stretch of the text so far a continuation is checked for repeating. */
const OVERLAP_MAX_CHARS = 300;
/** The shortest repeat taken for one rather than for words that happen to match. */
const OVERLAP_MIN_CHARS = 12;

/**
 * What a continuation adds to the text so far (docs/decisions/0053-provider-answer-hygiene.md): without a preamble
 * of its own ('Sure, continuing:') and without the words it repeats from where the text stopped; a space put back
 * when the text stopped after a word and the continuation starts with the next one.
 */
export function joinContinuation(before: string, continuation: string): string {
  let rest = continuation;
  const opening = /^\s*([^\n]*)\n\s*\n/.exec(rest);
  if (opening?.[1] && isPreamble(opening[1])) rest = rest.slice(opening[0].length);
  const start = rest.trimStart();
  const end = before.slice(-OVERLAP_MAX_CHARS);
  for (let length = Math.min(end.length, start.length); length >= OVERLAP_MIN_CHARS; length--) {
    if (start.startsWith(end.slice(-length))) return start.slice(length);
  }
  if (/[\p{L}\p{N},;:.!?]$/u.test(before) && /^[\p{L}\p{N}]/u.test(start)) return ` ${start}`;
  return /\s$/.test(before) ? start : rest;
}
