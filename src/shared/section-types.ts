import type { ProductType } from './catalog.js';

/** Section types per product type, as docs/product-rules.md R29 settles them (custom numbered entries start at 11). */
export interface SectionTypeList {
  /** The fixed entries, in the order the pickers show them. */
  sections: readonly string[];
  /** The numbered entry ('Chapter'), whose custom numbers start at CUSTOM_SECTION_MIN_NUMBER. */
  numberedUnit: string;
}

export const CUSTOM_SECTION_MIN_NUMBER = 11;

const numbered = (unit: string) => Array.from({ length: CUSTOM_SECTION_MIN_NUMBER - 1 }, (_, i) => `${unit} ${i + 1}`);

const ebookSections = [
  'Introduction',
  ...numbered('Chapter'),
  'Preface',
  'Executive Summary',
  'Conclusion',
  'Resources',
  'About the Author',
];

export const SECTION_TYPES: Record<ProductType, SectionTypeList> = {
  ebook: { sections: ebookSections, numberedUnit: 'Chapter' },
  course: {
    sections: [
      'Course Overview',
      ...numbered('Module'),
      'Lesson Summary',
      'Quiz',
      'Assignment',
      'Course Conclusion',
      'Resources',
      'About the Instructor',
    ],
    numberedUnit: 'Module',
  },
  guide: {
    sections: [
      'Introduction',
      ...numbered('Step'),
      'Prerequisites',
      'Troubleshooting',
      'FAQ',
      'Conclusion',
      'Resources',
    ],
    numberedUnit: 'Step',
  },
  workbook: {
    sections: [
      'Introduction',
      ...numbered('Exercise'),
      'Worksheet',
      'Reflection Questions',
      'Action Plan',
      'Answer Key',
      'Conclusion',
    ],
    numberedUnit: 'Exercise',
  },
  template: {
    sections: ['How to Use This Pack', ...numbered('Template'), 'Examples', 'Customization Tips', 'FAQ'],
    numberedUnit: 'Template',
  },
  plr: { sections: [...ebookSections, 'License Terms'], numberedUnit: 'Chapter' },
};

/** A section type of the content edit dialog: a fixed name, or a unit that needs a number ('Chapter 3'). */
export interface EditSectionType {
  value: string;
  label: string;
  numbered: boolean;
}

const fixedType = (label: string): EditSectionType => ({ value: label.toLowerCase(), label, numbered: false });
const numberedType = (label: string): EditSectionType => ({ value: label.toLowerCase(), label, numbered: true });

/**
 * The content edit dialog's section types (docs/product-rules.md R29): introduction and conclusion, and the product
 * type's unit.
 */
export function editSectionTypes(productType: ProductType): EditSectionType[] {
  return [fixedType('Introduction'), numberedType(SECTION_TYPES[productType].numberedUnit), fixedType('Conclusion')];
}
