import type { BookBlock, BookInline, BookModel } from './book-model.js';
import { inlineText } from './inline-text.js';

const wordsIn = (text: string) => text.split(/\s+/).filter((word) => word !== '').length;

const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);

const inlineWords = (nodes: BookInline[]) => wordsIn(inlineText(nodes));

function blockWords(block: BookBlock): number {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return inlineWords(block.children);
    case 'blockquote':
    case 'note':
      return sum(block.children.map(blockWords));
    case 'list':
      return sum(block.children.flatMap((item) => item.children.map(blockWords)));
    case 'code':
      return wordsIn(block.value);
    case 'table':
      return sum(block.children.flatMap((row) => row.children.map((cell) => inlineWords(cell.children))));
    case 'thematicBreak':
      return 0;
  }
}

/** The words the book prints in its sections: their titles and the text of every block. */
export function bookWords(book: BookModel): number {
  return sum(book.sections.map((section) => wordsIn(section.title) + sum(section.blocks.map(blockWords))));
}
