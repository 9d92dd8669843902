import type { BookPlan } from '../../shared/schemas/book-plan.js';

/** What a listing is written from: the book's plan, what its chapters say, and the project's idea where it has one. */
export interface ListingBasis {
  plan: BookPlan;
  /** Who the book is for, in the idea's words; empty without an idea that says. */
  audience: string;
  /** What the reader gets, in the idea's words: its concept and selling points. */
  promise: { concept: string; sellingPoints: string[] } | null;
}
