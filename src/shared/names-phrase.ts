/** A letter, mark or digit: what a name's first and last characters must not run on into. */
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

/** Text as names are compared in it: letter case, typographic apostrophes and runs of white space set aside. */
const comparable = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ');

/** Where `haystack` holds `wanted` as a whole, not inside a longer word: each start and end. */
function wholeMatches(haystack: string, wanted: string): [number, number][] {
  const matches: [number, number][] = [];
  for (let at = haystack.indexOf(wanted); at >= 0; at = haystack.indexOf(wanted, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + wanted.length];
    if (!(before && WORD_CHARACTER.test(before)) && !(after && WORD_CHARACTER.test(after))) {
      matches.push([at, at + wanted.length]);
    }
  }
  return matches;
}

/**
 * Whether `text` names `phrase` (a title, a chapter's title, an author): the phrase as a whole, not inside a longer
 * word, letter case and spacing aside. Empty phrases are named nowhere. Where the text names one of `besides` (the
 * names of now, when `phrase` is an old one) that holds the phrase, the phrase inside it is not counted: a book
 * retitled from "Sourdough at the Stall" to "Selling Sourdough at the Stall" does not name its old title where it
 * prints the new one.
 */
export function namesPhrase(text: string, phrase: string, besides: readonly string[] = []): boolean {
  const wanted = comparable(phrase.trim());
  if (!wanted) return false;
  const haystack = comparable(text);
  const held = besides.flatMap((name) => {
    const holder = comparable(name.trim());
    return holder.length > wanted.length && holder.includes(wanted) ? wholeMatches(haystack, holder) : [];
  });
  return wholeMatches(haystack, wanted).some(([start, end]) => !held.some(([from, to]) => from <= start && end <= to));
}
