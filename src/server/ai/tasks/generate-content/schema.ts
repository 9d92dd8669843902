import { LIMITS } from '../../../../shared/limits.js';

/** The content answer is markdown text: usable when it has words and fits the stored content limit. */
export function toContent(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= LIMITS.content ? trimmed : undefined;
}
