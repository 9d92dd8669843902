import { normalizeSentence, splitSentences, textBlocks } from '../../ai/book-context/markdown-sentences.js';

/** Sentences shorter than this many words ('Let us begin.') say too little to count as repeated. */
const SENTENCE_MIN_WORDS = 5;

/** A part's sentences as parts are compared: each normalized form with the sentence as written. */
export type PartSentences = ReadonlyMap<string, string>;

/** The sentences of a part's markdown (author notes and headings aside) that are long enough to compare. */
export function sentencesOf(markdown: string): PartSentences {
  const sentences = new Map<string, string>();
  for (const block of textBlocks(markdown, { notes: false })) {
    for (const sentence of splitSentences(block)) {
      const normalized = normalizeSentence(sentence);
      if (normalized.split(' ').length >= SENTENCE_MIN_WORDS && !sentences.has(normalized)) {
        sentences.set(normalized, sentence);
      }
    }
  }
  return sentences;
}

/** The part another shares most sentences with, the share of its own sentences, and those sentences as written. */
export interface SharedSentences {
  name: string;
  share: number;
  sentences: string[];
}

/** Which of `others` a part shares most of its sentences with; null when it has none to compare or shares none. */
export function mostSharedWith(
  part: PartSentences,
  others: Iterable<{ name: string; sentences: PartSentences }>,
): SharedSentences | null {
  if (part.size === 0) return null;
  let most: SharedSentences | null = null;
  for (const other of others) {
    const sentences = [...part].flatMap(([normalized, sentence]) =>
      other.sentences.has(normalized) ? [sentence] : [],
    );
    const share = sentences.length / part.size;
    if (sentences.length > 0 && share > (most?.share ?? 0)) most = { name: other.name, share, sentences };
  }
  return most;
}
