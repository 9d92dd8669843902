/** A letter, mark or digit: what a name's first and last characters must not run on into. */
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

/** Text as names are compared in it: letter case, typographic apostrophes and runs of white space set aside. */
const comparable = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ');

/**
 * Whether `text` names `phrase` (a title, a chapter's title, an author): the phrase as a whole, not inside a longer
 * word, letter case and spacing aside. Empty phrases are named nowhere.
 */
export function namesPhrase(text: string, phrase: string): boolean {
  const wanted = comparable(phrase.trim());
  if (!wanted) return false;
  const haystack = comparable(text);
  for (let at = haystack.indexOf(wanted); at >= 0; at = haystack.indexOf(wanted, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + wanted.length];
    if (!(before && WORD_CHARACTER.test(before)) && !(after && WORD_CHARACTER.test(after))) return true;
  }
  return false;
}
