import { PRODUCT_TYPES, type ProductType } from '../../../shared/catalog.js';

/** How each product type is built, in words the prompts and the offline generator share. */
export interface ProductFormat {
  label: string;
  /** What the reader calls the product: 'this ebook', 'this course'. */
  noun: string;
  /** What one part of it is called: 'chapter', 'module'. */
  unit: string;
  /** One sentence describing the format, for prompts. */
  description: string;
}

const FORMATS: Record<ProductType, Omit<ProductFormat, 'label'>> = {
  ebook: {
    noun: 'ebook',
    unit: 'chapter',
    description: 'a downloadable ebook of 8–12 chapters, read from start to finish',
  },
  course: {
    noun: 'course',
    unit: 'module',
    description: 'an online course of 5–8 modules of short lessons, each module ending with an assignment',
  },
  guide: {
    noun: 'guide',
    unit: 'step',
    description: 'a step-by-step guide the reader follows while doing the task',
  },
  workbook: {
    noun: 'workbook',
    unit: 'exercise',
    description: 'a workbook of exercises, worksheets and reflection prompts the reader fills in',
  },
  template: {
    noun: 'template pack',
    unit: 'template',
    description: 'a pack of ready-to-use templates, each with instructions and a filled-in example',
  },
  plr: {
    noun: 'ebook',
    unit: 'chapter',
    description:
      'private label rights (PLR) content: an evergreen ebook buyers may rebrand and resell, so it avoids personal anecdotes, dates and brand names',
  },
};

const GENERIC_FORMAT: ProductFormat = {
  label: 'Digital product',
  noun: 'guide',
  unit: 'section',
  description: 'a practical digital info product',
};

export function productFormat(productType: ProductType | undefined): ProductFormat {
  if (!productType) return GENERIC_FORMAT;
  const label = PRODUCT_TYPES.find((type) => type.value === productType)?.label ?? GENERIC_FORMAT.label;
  return { label, ...FORMATS[productType] };
}
