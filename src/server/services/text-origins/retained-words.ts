import { normalizeSentence, textBlocks } from '../../ai/book-context/markdown-sentences.js';

/** Words in a row that must match for text to count as kept: long enough that two writers rarely share one by chance. */
const RUN = 5;

/** The reader text of a section's markdown as runs of lower-case words, one per paragraph or list item. */
const wordBlocks = (markdown: string): string[][] =>
  textBlocks(markdown, { notes: false }).map((block) => normalizeSentence(block).split(' ').filter(Boolean));

/** Every run of RUN words in the blocks (a shorter block as one run of its own). */
function wordRuns(blocks: readonly string[][]): Set<string> {
  const runs = new Set<string>();
  for (const words of blocks) {
    if (words.length < RUN) runs.add(words.join(' '));
    else for (let start = 0; start + RUN <= words.length; start++) runs.add(words.slice(start, start + RUN).join(' '));
  }
  return runs;
}

/** How many words a text's reader text has, and how many of them are still a generated text's. */
export interface RetainedWords {
  words: number;
  retained: number;
}

/**
 * How much of `generated` the markdown `text` still prints (docs/decisions/0071-honesty-measured.md): of its reader
 * words (headings, code and author notes aside), those inside a run of five words that the generated text also has
 * (a paragraph or list item shorter than five words counts when the generated text has it whole). A sentence
 * appended keeps every word before it; a word changed loses only itself; a paragraph rewritten loses all of its own.
 * Linear in the two texts' lengths.
 */
export function retainedWords(text: string, generated: string): RetainedWords {
  const blocks = wordBlocks(text);
  const words = blocks.reduce((sum, block) => sum + block.length, 0);
  if (words === 0 || !generated) return { words, retained: 0 };
  const runs = wordRuns(wordBlocks(generated));
  let retained = 0;
  for (const block of blocks) {
    if (block.length < RUN) {
      if (runs.has(block.join(' '))) retained += block.length;
      continue;
    }
    let coveredTo = 0;
    for (let start = 0; start + RUN <= block.length; start++) {
      if (!runs.has(block.slice(start, start + RUN).join(' '))) continue;
      retained += start + RUN - Math.max(start, coveredTo);
      coveredTo = start + RUN;
    }
  }
  return { words, retained };
}
