import { describe, expect, it } from 'vitest';
import { CUSTOM_SECTION, sectionChoiceForm, sectionNameOf, sectionTypeOptions } from './section-choice';

const choice = (sectionType: string, customNumber = '') => ({ sectionType, customNumber, contentType: 'educational' });
const problemOf = (productType: Parameters<typeof sectionChoiceForm>[0], value: ReturnType<typeof choice>) =>
  sectionChoiceForm(productType).safeParse(value).error?.issues[0]?.message;

describe('the content step section choice', () => {
  it("offers the product type's sections and its custom numbered entry, ebook's without a type", () => {
    const course = sectionTypeOptions('course');
    expect(course[0]).toEqual({ value: 'Course Overview', label: 'Course Overview' });
    expect(course.at(-1)).toEqual({ value: CUSTOM_SECTION, label: 'Custom module (11+)' });
    expect(sectionTypeOptions(null).map((option) => option.value)).toContain('About the Author');
  });

  it('needs a section type, and for a custom one a whole number of at least 11', () => {
    expect(problemOf('ebook', choice(''))).toBe('Please select a section type');
    expect(problemOf('ebook', choice(CUSTOM_SECTION))).toBe('Please enter a chapter number');
    expect(problemOf('ebook', choice(CUSTOM_SECTION, '12a'))).toBe('The chapter number must be a number');
    expect(problemOf('ebook', choice(CUSTOM_SECTION, '-12'))).toBe('The chapter number must be a number');
    expect(problemOf('guide', choice(CUSTOM_SECTION, '10'))).toBe('The step number must be at least 11');
    expect(problemOf('ebook', choice(CUSTOM_SECTION, ' 11 '))).toBeUndefined();
    expect(problemOf('ebook', choice('Preface', 'ignored'))).toBeUndefined();
  });

  it('names the section after its type, or its unit and number', () => {
    const parse = (value: ReturnType<typeof choice>) => sectionChoiceForm('workbook').parse(value);
    expect(sectionNameOf(parse(choice('Answer Key')), 'workbook')).toBe('Answer Key');
    expect(sectionNameOf(parse(choice(CUSTOM_SECTION, '012')), 'workbook')).toBe('Exercise 12');
  });
});
