import type { BookPlan } from '../../../shared/schemas/book-plan.js';
import type { ListingField, ListingFields } from '../../../shared/schemas/listing.js';
import type { ContentRequest } from '../book-context/chapter-context.js';

/** What a course's listing tells of it besides its modules: its lessons, and its videos' minutes as scripted. */
export interface CourseFacts {
  lessons: number;
  /** The minutes its written lessons' video scripts take (shared/course-module-text.ts); 0 before any is written. */
  videoMinutes: number;
}

/**
 * What a listing is written from: the book's plan, what its written chapters say, and the project's idea; for a
 * course, its lesson count and video minutes (docs/decisions/0074-course-run.md).
 */
export interface ListingBasis {
  plan: BookPlan;
  /** Each chapter's summary by its place in the plan; empty for a chapter not written yet. */
  summaries: string[];
  /** The project's idea (what the reader gets, who it is for); undefined without one. */
  idea: ContentRequest['ideaContext'];
  course?: CourseFacts;
}

/** A request to write some of a listing's fields from its basis. */
export interface ListingRequest extends ListingBasis {
  fields: readonly ListingField[];
}

/** A listing's fields as a writer wrote them; a field it left out or left empty, it could not write. */
export type ListingDraft = Partial<ListingFields>;
