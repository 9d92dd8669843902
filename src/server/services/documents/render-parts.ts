/**
 * The parts a book's render is made in, each by a child process of its own, one after the other (render-documents.ts):
 * the EPUB's cover at the ebook shape, the book's files (the ebook edition and the print interior), and the
 * full-wrap cover sized by the interior's page count (docs/decisions/0064-render-parts-and-memory.md).
 */
export const RENDER_PARTS = ['ebook-cover', 'book', 'wrap-cover'] as const;
export type RenderPart = (typeof RENDER_PARTS)[number];

export const isRenderPart = (part: string | undefined): part is RenderPart =>
  RENDER_PARTS.some((known) => known === part);
