import type { BookBlock } from '../../render/book-model.js';
import { blocksToHtml } from '../../render/epub/blocks-to-html.js';
import { sectionBlocks } from '../../render/section-blocks.js';

/**
 * The blocks with their headings one level up when none is at the second: a lesson's parts are written under its
 * "## Lesson N" heading as "###", and on the lesson's own page, under its title, they are the page's second level.
 */
function raisedHeadings(blocks: BookBlock[]): BookBlock[] {
  if (blocks.some((block) => block.type === 'heading' && block.depth === 2)) return blocks;
  return blocks.map((block) => (block.type === 'heading' ? { ...block, depth: 2 } : block));
}

/**
 * A written lesson's text as HTML (docs/decisions/0074-course-run.md), as the EPUB writes a section: raw HTML in the
 * text gone, every text escaped, only http(s) and mailto links kept, author notes left out, an opening heading that
 * repeats the lesson's title dropped, and its parts headed one level below the page's title.
 */
export const lessonHtml = (markdown: string, title: string) =>
  blocksToHtml(raisedHeadings(sectionBlocks(markdown, [title], false).blocks));
