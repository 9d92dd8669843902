import type { ProductType } from './catalog.js';

/**
 * What a product is made as: a book (chapters typeset as PDF, DOCX and EPUB), a course (modules of lessons, each
 * module with a quiz, and a course kit beside the book's files), or a template pack (templates, each made as the file
 * a buyer fills in, beside the guide the book's files hold). docs/decisions/0073-course-plan.md,
 * 0078-template-pack.md.
 */
export const PRODUCT_KINDS = ['book', 'course', 'templates'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

const KIND_OF_TYPE: Partial<Record<ProductType, ProductKind>> = { course: 'course', template: 'templates' };

/** The kind of product a product type is made as: an Online Course is a course, a Template Pack templates, every other type a book. */
export const productKindOf = (productType: ProductType): ProductKind => KIND_OF_TYPE[productType] ?? 'book';

/**
 * The kind of product a plan is for, read from its shape: a course's plan always has a final assignment (empty when
 * it has none), a template pack's always says so (`templatePack`), a book's has neither
 * (each kind's `planOf`, server/services/products/<kind>/<kind>-kind.ts, shapes every plan read and saved).
 */
export const kindOfPlan = (plan: { finalAssignment?: string; templatePack?: boolean }): ProductKind =>
  plan.finalAssignment !== undefined ? 'course' : plan.templatePack ? 'templates' : 'book';
