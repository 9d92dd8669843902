import { truncate } from '@/lib/truncate';

/**
 * Ideas are named by the start of their concept: 60 characters, 50 in the content tool's selector
 * (docs/product-rules.md R16).
 */
export const IDEA_LABEL_LENGTH = 60;
export const CONTENT_IDEA_LABEL_LENGTH = 50;

export function ideaLabel(concept: string, length = IDEA_LABEL_LENGTH) {
  return truncate(concept, length);
}
