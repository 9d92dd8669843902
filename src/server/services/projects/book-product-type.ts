import { PRODUCT_TYPE_VALUES, type ProductType } from '../../../shared/catalog.js';

const isProductType = (value: string | null | undefined): value is ProductType =>
  PRODUCT_TYPE_VALUES.some((type) => type === value);

/** What a project's book is: the project's product type, else its idea's, else an ebook. */
export function bookProductType(projectType: string | null, ideaType: string | null | undefined): ProductType {
  return [projectType, ideaType].find(isProductType) ?? 'ebook';
}
