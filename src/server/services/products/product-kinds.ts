import type { ProductType } from '../../../shared/catalog.js';
import { productKindOf, type ProductKind } from '../../../shared/product-kind.js';
import type { ProductKindDefinition } from './product-kind-definition.js';
import { BOOK_KIND } from './book/book-kind.js';
import { COURSE_KIND } from './course/course-kind.js';
import { TEMPLATES_KIND } from './templates/templates-kind.js';

/** Every kind of product, each declared once in its own folder (docs/decisions/0081-product-core.md). */
const PRODUCT_KIND_DEFINITIONS: Record<ProductKind, ProductKindDefinition> = {
  book: BOOK_KIND,
  course: COURSE_KIND,
  templates: TEMPLATES_KIND,
};

/** What a kind of product is made of. */
export const productKind = (kind: ProductKind): ProductKindDefinition => PRODUCT_KIND_DEFINITIONS[kind];

/** What a product of `productType` is made of: an Online Course a course, a Template Pack templates, any other a book. */
export const productKindOfType = (productType: ProductType): ProductKindDefinition =>
  productKind(productKindOf(productType));
