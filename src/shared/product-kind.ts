import type { ProductType } from './catalog.js';

/**
 * What a product is made as: a book (chapters typeset as PDF, DOCX and EPUB), or a course (modules of lessons, each
 * module with a quiz, and a course kit beside the book's files). docs/decisions/0073-course-plan.md.
 */
export const PRODUCT_KINDS = ['book', 'course'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** The kind of product a product type is made as: an Online Course is a course, every other type a book. */
export const productKindOf = (productType: ProductType): ProductKind => (productType === 'course' ? 'course' : 'book');

/**
 * The kind of product a plan is for, read from its shape: a course's plan always has a final assignment (empty when
 * it has none), a book's never (server/services/book-model/plan-of-kind.ts shapes every plan read and saved).
 */
export const kindOfPlan = (plan: { finalAssignment?: string }): ProductKind =>
  plan.finalAssignment === undefined ? 'book' : 'course';
