import type { DisclosureAnswer } from '../../../shared/schemas/ai-disclosure.js';

/** One kind's answer as the record gives it, before the creator's correction: the answer, why, and the tools named. */
export interface DerivedEntry {
  derived: DisclosureAnswer;
  basis: string;
  tools: string[];
}
