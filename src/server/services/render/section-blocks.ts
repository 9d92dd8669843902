import { splitAsides } from '../../../shared/markdown-asides.js';
import { sectionHeading } from '../../../shared/section-name.js';
import type { BookAnswer, BookBlock, BookInline } from './book-model.js';
import { inlineText } from './inline-text.js';
import { markdownBlocks } from './markdown-blocks.js';

/** Where an author note was left out of a copy that is not a draft, or a model answer out of every copy. */
const LEFT_OUT = Symbol('aside left out');
type Piece = BookBlock | typeof LEFT_OUT;
type BookHeading = Extract<BookBlock, { type: 'heading' }>;

/** The longest paragraph read as a label ('You will need:') rather than as text. */
const LABEL_MAX_LENGTH = 200;

/** Blocks a label introduces: what it must stay on the page with. */
const INTRODUCED = new Set<BookBlock['type']>(['list', 'table', 'code', 'blockquote', 'note']);

/**
 * A section's blocks as the reader sees them: its author notes as note blocks in a draft copy, else left out with
 * whatever introduced them; its model answers left out of every copy, each kept apart with the exercise it answers
 * (the heading above it) for the answer key (docs/decisions/0077-answer-key.md); an opening heading that repeats one
 * of the section's `names` dropped, since the opening page already prints it; and every label kept with the list or
 * block after it.
 */
export function sectionBlocks(
  markdown: string,
  names: string[],
  draft: boolean,
): { blocks: BookBlock[]; answers: BookAnswer[] } {
  const parts = splitAsides(markdown);
  const parsed = markdownBlocks(parts.map((part) => part.markdown));
  const answers: BookAnswer[] = [];
  let exercise: BookInline[] | null = null;
  const pieces = parts.flatMap((part, i): Piece[] => {
    const blocks = parsed[i]!;
    switch (part.kind) {
      case 'text':
        exercise = blocks.findLast((block): block is BookHeading => block.type === 'heading')?.children ?? exercise;
        return blocks;
      case 'note':
        return draft ? [{ type: 'note', children: blocks }] : [LEFT_OUT];
      case 'answer':
        answers.push({ exercise, blocks });
        return [LEFT_OUT];
    }
  });
  return { blocks: keepLabelsWithNext(withoutRepeatedHeading(withoutStrayLabels(pieces), names)), answers };
}

function isLabel(block: Piece | undefined): boolean {
  if (block === undefined || block === LEFT_OUT || block.type !== 'paragraph') return false;
  const text = inlineText(block.children).trim();
  return text.length <= LABEL_MAX_LENGTH && text.endsWith(':');
}

/**
 * The blocks without the places of left-out notes, nor what was there only for them: a label right before a note
 * ('Your notes:'), and a heading whose whole part was notes (nothing under it before the next heading of its level).
 */
function withoutStrayLabels(pieces: Piece[]): BookBlock[] {
  const kept: Piece[] = [];
  for (const piece of pieces) {
    if (piece === LEFT_OUT) while (isLabel(kept.at(-1))) kept.pop();
    kept.push(piece);
  }
  return kept.filter((piece, i): piece is BookBlock => {
    if (piece === LEFT_OUT) return false;
    if (piece.type !== 'heading' || kept[i + 1] !== LEFT_OUT) return true;
    const next = kept.slice(i + 1).find((later) => later !== LEFT_OUT);
    return next !== undefined && (next.type !== 'heading' || next.depth > piece.depth);
  });
}

const comparable = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
/** A heading's text and, for 'Chapter 3: Tools', its title alone. */
const namesOf = (text: string) => [comparable(text), comparable(sectionHeading(text).title)];

/** The blocks without a first heading (notes before it aside) that says what the section's name already says. */
function withoutRepeatedHeading(blocks: BookBlock[], names: string[]): BookBlock[] {
  const first = blocks.findIndex((block) => block.type !== 'note');
  const heading = blocks[first];
  if (heading?.type !== 'heading') return blocks;
  const sectionNames = new Set(names.flatMap(namesOf));
  if (!namesOf(inlineText(heading.children)).some((name) => sectionNames.has(name))) return blocks;
  return blocks.filter((_, i) => i !== first);
}

/** Marks each label followed by a list or block to stay with it, inside quotes, list items and notes too. */
function keepLabelsWithNext(blocks: BookBlock[]): BookBlock[] {
  return blocks.map((block, i): BookBlock => {
    switch (block.type) {
      case 'paragraph': {
        const next = blocks[i + 1];
        return next && INTRODUCED.has(next.type) && isLabel(block) ? { ...block, keepWithNext: true } : block;
      }
      case 'blockquote':
      case 'note':
        return { ...block, children: keepLabelsWithNext(block.children) };
      case 'list':
        return {
          ...block,
          children: block.children.map((item) => ({ ...item, children: keepLabelsWithNext(item.children) })),
        };
      default:
        return block;
    }
  });
}
