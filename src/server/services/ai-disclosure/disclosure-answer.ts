import type { DisclosureAnswer } from '../../../shared/schemas/ai-disclosure.js';

/** Most of the text changed: KDP's "extensive editing" when no more than this share of it is still as generated. */
export const EXTENSIVE_EDITING_RETAINED_SHARE = 0.5;

/**
 * KDP's answer for one kind of content from its parts (docs/decisions/0058-ai-disclosure.md): none when no part is
 * AI-generated; the entire work when every part is, some sections otherwise; with extensive editing when at most half
 * of the generated parts' words are still as the machine generated them (`retainedShare`, measured:
 * docs/decisions/0071-honesty-measured.md), with minimal or no editing otherwise.
 */
export function disclosureAnswer(parts: { total: number; generated: number; retainedShare: number }): DisclosureAnswer {
  if (parts.generated === 0) return 'none';
  const extent = parts.generated === parts.total ? 'entire' : 'some';
  return parts.retainedShare <= EXTENSIVE_EDITING_RETAINED_SHARE ? `${extent}-extensive` : `${extent}-minimal`;
}
