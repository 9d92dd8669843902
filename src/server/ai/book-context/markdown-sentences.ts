import { splitAsides } from '../../../shared/markdown-asides.js';

const HEADING = /^\s*#{1,6}\s/;
const LIST_ITEM = /^\s*(?:[-*+]\s+(?:\[[ xX]\]\s+)?|\d{1,3}[.)]\s+)/;
const FENCE = /^\s*(?:```|~~~)/;
/** Lines that are neither prose nor a list item: quotes, tables, rules and note fences. */
const OTHER = /^\s*(?:>|\||:::|(?:[-*_]\s*){3,}$)/;
const SENTENCE_BREAK = /(?<=[.!?…]["”’)]*)\s+(?=["“‘(]*[\p{Lu}\p{N}])/u;

/** Inline markdown as plain text: '**Bold** and [a link](x)' → 'Bold and a link'. */
function plainInline(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The text of a section's markdown as plain-text blocks, in order: each paragraph and each list item one block.
 * Headings, code, quotes and tables are left out; author notes too unless asked for.
 */
export function textBlocks(markdown: string, include: { notes: boolean }): string[] {
  const lines = splitAsides(markdown)
    .filter((part) => include.notes || part.kind !== 'note')
    .flatMap((part) => [...part.markdown.split(/\r?\n/), '']);
  const blocks: string[] = [];
  let block: string[] = [];
  let fenced = false;
  const flush = () => {
    const text = plainInline(block.join(' '));
    if (/[\p{L}\p{N}]/u.test(text)) blocks.push(text);
    block = [];
  };
  for (const line of lines) {
    const fence = FENCE.test(line);
    if (fence) fenced = !fenced;
    if (fence || fenced || !line.trim() || HEADING.test(line) || OTHER.test(line)) {
      flush();
    } else if (LIST_ITEM.test(line)) {
      flush();
      block.push(line.replace(LIST_ITEM, ''));
    } else {
      block.push(line.trim());
    }
  }
  flush();
  return blocks;
}

/** The sentences of a run of plain text, in order. */
export const splitSentences = (text: string): string[] =>
  text
    .split(SENTENCE_BREAK)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));

/** A sentence as two chapters are compared: its lower-case words and digits, punctuation and markup left out. */
export const normalizeSentence = (sentence: string) =>
  sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
