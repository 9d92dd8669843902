import type { ProductType } from '../../../shared/catalog.js';

/** What a project's book is: the project's product type, else its idea's, else an ebook. */
export function bookProductType(
  projectType: ProductType | null,
  ideaType: ProductType | null | undefined,
): ProductType {
  return projectType ?? ideaType ?? 'ebook';
}
