import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_VALUES } from './catalog.js';
import { SECTION_TYPES } from './section-types.js';

describe('SECTION_TYPES', () => {
  it('lists the section types of docs/product-rules.md R29', () => {
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
    for (const { sections, numberedUnit } of Object.values(SECTION_TYPES)) {
      expect(sections).toContain(`${numberedUnit} 10`);
    }
    expect(Object.keys(SECTION_TYPES).sort()).toEqual([...PRODUCT_TYPE_VALUES].sort());
  });
});
