import type { DisclosureAnswer } from '../../../shared/schemas/ai-disclosure.js';

/**
 * KDP's answer for one kind of content from its parts (docs/decisions/0058-ai-disclosure.md): none when no part was
 * AI-generated; the entire work when every part was, some sections otherwise; with extensive editing when the creator
 * edited more than half of the AI-generated parts after they were generated, with minimal or no editing otherwise.
 */
export function disclosureAnswer(parts: { total: number; generated: number; edited: number }): DisclosureAnswer {
  if (parts.generated === 0) return 'none';
  const extent = parts.generated === parts.total ? 'entire' : 'some';
  return parts.edited * 2 > parts.generated ? `${extent}-extensive` : `${extent}-minimal`;
}
