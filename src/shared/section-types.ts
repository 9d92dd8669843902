import { z } from 'zod';
import type { ProductType } from './catalog.js';

/** Section types per product type, as DECISIONS.md settles them. Each list ends with a custom numbered entry. */
export interface SectionTypeList {
  /** The fixed entries, in the order the pickers show them. */
  sections: readonly string[];
  /** The unit of the custom numbered entry: 'Chapter' gives 'Chapter 11', 'Chapter 12', … */
  customUnit: string;
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
  ebook: { sections: ebookSections, customUnit: 'Chapter' },
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
    customUnit: 'Module',
  },
  guide: {
    sections: ['Introduction', ...numbered('Step'), 'Prerequisites', 'Troubleshooting', 'FAQ', 'Conclusion', 'Resources'],
    customUnit: 'Step',
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
    customUnit: 'Exercise',
  },
  template: {
    sections: ['How to Use This Pack', ...numbered('Template'), 'Examples', 'Customization Tips', 'FAQ'],
    customUnit: 'Template',
  },
  plr: { sections: [...ebookSections, 'License Terms'], customUnit: 'Chapter' },
};

/** The name of a custom numbered section: `customSectionName('course', 12)` → 'Module 12'. */
export const customSectionName = (productType: ProductType, sectionNumber: number) =>
  `${SECTION_TYPES[productType].customUnit} ${sectionNumber}`;

/** The custom section number field: required, numeric, at least 11. Accepts the text of a number input. */
export const customSectionNumber = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
  z
    .number({ error: (issue) => (issue.input === undefined ? 'The number is required' : 'Enter a number') })
    .int('Enter a whole number')
    .min(CUSTOM_SECTION_MIN_NUMBER, `The number must be at least ${CUSTOM_SECTION_MIN_NUMBER}`),
);
