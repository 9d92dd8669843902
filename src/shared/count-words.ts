/** Counts the words of a markdown text, ignoring its markup. */
export function countWords(markdown: string): number {
  return markdown
    .split('\n')
    .map((line) => line.replace(/^\s*(?:#{1,6}|[-*+]|\d+[.)])\s+/, ''))
    .join(' ')
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
