import { z } from 'zod';
import { LIMITS } from '../../../../shared/limits.js';

/** The shape the model answers in. */
export const titlesOutput = z.object({
  titles: z.array(z.string()).describe('Distinct titles, each one title only, without numbering or quotes'),
});
export type TitlesOutput = z.infer<typeof titlesOutput>;

/**
 * Cleans the answer: strips numbering and quotes, drops blanks, duplicates and titles over the
 * length limit, keeps at most `itemsPerGeneration`. Undefined when none is left.
 */
export function toTitles(output: TitlesOutput): string[] | undefined {
  const seen = new Set<string>();
  const titles: string[] = [];
  for (const raw of output.titles) {
    const title = raw
      .trim()
      .replace(/^(\d+[.)]|[-*•])\s+/, '')
      .replace(/^["“”'‘’]+|["“”'‘’]+$/g, '')
      .trim();
    const key = title.toLowerCase();
    if (!title || title.length > LIMITS.name || seen.has(key)) continue;
    seen.add(key);
    titles.push(title);
  }
  const kept = titles.slice(0, LIMITS.itemsPerGeneration);
  return kept.length > 0 ? kept : undefined;
}
