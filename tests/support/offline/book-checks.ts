import { splitAsides } from '../../../src/shared/markdown-asides.js';
import {
  normalizeSentence,
  splitSentences,
  textBlocks,
} from '../../../src/server/ai/book-context/markdown-sentences.js';
import { inQuotes } from '../../../src/server/ai/offline/content/build-chapter.js';

/** One written chapter of a book, with the titles it may name. */
export interface CheckedChapter {
  title: string;
  nextTitle: string | null;
  markdown: string;
}

/**
 * The distinct sentences of a chapter: every sentence of its paragraphs and list items, author notes included,
 * headings left out, each normalised (lower-case words and digits only).
 */
export const chapterSentences = (markdown: string): Set<string> =>
  new Set(textBlocks(markdown, { notes: true }).flatMap(splitSentences).map(normalizeSentence).filter(Boolean));

/**
 * How much two chapters say the same: the sentences they share (normalised as above, each counted once) divided by
 * the sentence count of the chapter with fewer sentences. 0 means no sentence in common; 1 that every sentence of the
 * smaller chapter is also in the other.
 */
export function sentenceOverlap(a: string, b: string): number {
  const first = chapterSentences(a);
  const second = chapterSentences(b);
  const shared = [...first].filter((sentence) => second.has(sentence)).length;
  return shared / Math.max(1, Math.min(first.size, second.size));
}

/** The largest overlap between any two chapters of a book, and which two. */
export function maxPairwiseOverlap(chapters: readonly CheckedChapter[]): { overlap: number; pair: [string, string] } {
  let worst: { overlap: number; pair: [string, string] } = { overlap: 0, pair: ['', ''] };
  chapters.forEach((first, index) => {
    for (const second of chapters.slice(index + 1)) {
      const overlap = sentenceOverlap(first.markdown, second.markdown);
      if (overlap > worst.overlap) worst = { overlap, pair: [first.title, second.title] };
    }
  });
  return worst;
}

const headingsOf = (markdown: string) =>
  [...markdown.matchAll(/^(#{1,6})\s+(.+?)\s*#*\s*$/gm)].map((match) => ({
    depth: match[1]?.length ?? 0,
    text: normalizeSentence(match[2] ?? ''),
  }));

/** Subheadings (## and below) that more than one chapter of the book uses. */
export function sharedSubheadings(chapters: readonly CheckedChapter[]): string[] {
  const seen = new Map<string, string>();
  const shared = new Set<string>();
  for (const chapter of chapters) {
    const own = new Set(
      headingsOf(chapter.markdown)
        .filter((heading) => heading.depth > 1)
        .map((heading) => heading.text),
    );
    for (const heading of own) {
      if (seen.has(heading) && seen.get(heading) !== chapter.title) shared.add(heading);
      else seen.set(heading, chapter.title);
    }
  }
  return [...shared];
}

/** Whether a heading follows the chapter's H1 with the same text. */
export function repeatsItsHeading(markdown: string): boolean {
  const [first, second] = headingsOf(markdown);
  return first?.depth === 1 && second !== undefined && second.text === first.text;
}

/** Sentences that announce what comes next. */
const POINTS_AHEAD = /\b(?:next up|next chapter|comes next|in the next|turn to “)/i;

/**
 * What a chapter names that it should not: a quoted title that is no chapter of the book, a pointer to what comes
 * next that does not name the next chapter, or any pointer ahead in the last chapter.
 */
export function wrongReferences(chapter: CheckedChapter, bookTitles: readonly string[]): string[] {
  const reader = readerText(chapter.markdown);
  const quoted = [...reader.matchAll(/“([^”]+)”/g)].map((match) => match[1] ?? '');
  // Titles stand in for themselves while the text is cut into sentences, so a title's own full stop cuts nothing.
  let count = 0;
  const masked = reader.replace(/“[^”]+”/g, () => `“§${count++}”`);
  const sentences = textBlocks(masked, { notes: false })
    .flatMap(splitSentences)
    .map((sentence) => sentence.replace(/“§(\d+)”/g, (_match, index: string) => `“${quoted[Number(index)] ?? ''}”`));
  return [
    ...quoted
      .filter((title) => !bookTitles.some((bookTitle) => inQuotes(bookTitle) === `“${title}”`))
      .map((title) => `names “${title}”, not in the book`),
    ...sentences
      .filter((sentence) => POINTS_AHEAD.test(sentence))
      .filter((sentence) => !chapter.nextTitle || !sentence.includes(inQuotes(chapter.nextTitle)))
      .map((sentence) => `points ahead without naming the next chapter: ${sentence}`),
  ];
}

/**
 * The book's titles a part does not name in order (the introduction's list, the conclusion's recap): the titles left
 * once the part's quoted titles, read in order, have ticked off the book's titles one after another. A title named
 * out of order, before the one ahead of it, ticks off nothing.
 */
export function unnamedInOrder(markdown: string, bookTitles: readonly string[]): string[] {
  let next = 0;
  for (const match of readerText(markdown).matchAll(/“([^”]+)”/g)) {
    if (match[1] === bookTitles[next]) next += 1;
  }
  return bookTitles.slice(next);
}

/** The reader's text of a section: everything outside its author notes and model answers. */
export const readerText = (markdown: string) =>
  splitAsides(markdown)
    .filter((part) => part.kind === 'text')
    .map((part) => part.markdown)
    .join('\n\n');

/** Work left for the author in the reader's text: brackets (placeholders and task-list boxes) and 'Your notes' blocks. */
export function scaffoldingOutsideNotes(markdown: string): string[] {
  return readerText(markdown)
    .split('\n')
    .filter((line) => /[[\]]|\byour notes\b\s*(?:\*\*|\(|:)/i.test(line));
}
