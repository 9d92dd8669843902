import { blocksToHtml } from '../render/epub/blocks-to-html.js';
import { sectionBlocks } from '../render/section-blocks.js';

/**
 * A written lesson's text as HTML (docs/decisions/0074-course-run.md), as the EPUB writes a section: raw HTML in the
 * text gone, every text escaped, only http(s) and mailto links kept, author notes left out, and an opening heading
 * that repeats the lesson's title dropped.
 */
export const lessonHtml = (markdown: string, title: string) => blocksToHtml(sectionBlocks(markdown, [title], false));
