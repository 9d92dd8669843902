import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_VALUES } from './catalog.js';
import { customSectionName, customSectionNumber, SECTION_TYPES } from './section-types.js';

describe('SECTION_TYPES', () => {
  it('lists the section types DECISIONS.md settles', () => {
    expect(SECTION_TYPES.ebook.sections).toEqual([
      'Introduction',
      ...Array.from({ length: 10 }, (_, index) => `Chapter ${index + 1}`),
      'Preface',
      'Executive Summary',
      'Conclusion',
      'Resources',
      'About the Author',
    ]);
    expect(SECTION_TYPES.plr.sections).toEqual([...SECTION_TYPES.ebook.sections, 'License Terms']);
    expect(SECTION_TYPES.course.sections).toContain('Module 10');
    expect(SECTION_TYPES.guide.sections).toContain('Troubleshooting');
    expect(SECTION_TYPES.workbook.sections).toContain('Answer Key');
    expect(SECTION_TYPES.template.sections[0]).toBe('How to Use This Pack');
    expect(Object.keys(SECTION_TYPES).sort()).toEqual([...PRODUCT_TYPE_VALUES].sort());
  });

  it('names custom numbered sections', () => {
    expect(customSectionName('workbook', 12)).toBe('Exercise 12');
  });
});

describe('customSectionNumber', () => {
  it.each([
    ['', 'The number is required'],
    ['abc', 'Enter a number'],
    ['11.5', 'Enter a whole number'],
    ['10', 'The number must be at least 11'],
  ])('rejects %j with %s', (value, message) => {
    expect(customSectionNumber.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('accepts 11 and above, from text or number', () => {
    expect(customSectionNumber.parse(' 11 ')).toBe(11);
    expect(customSectionNumber.parse(24)).toBe(24);
  });
});
