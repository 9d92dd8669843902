import { describe, expect, it } from 'vitest';
import { LIMITS } from '@shared/limits';
import {
  CUSTOM_SECTION,
  planChapterSectionName,
  sectionChoiceForm,
  sectionNameOf,
  sectionTypeOptions,
} from './section-choice';

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

  it("lists the book plan's chapters by number and title in place of the bare numbered entries", () => {
    const values = sectionTypeOptions('ebook', ['Your First Starter', 'The First Loaf']).map((option) => option.value);
    expect(values.slice(0, 4)).toEqual([
      'Introduction',
      'Chapter 1: Your First Starter',
      'Chapter 2: The First Loaf',
      'Preface',
    ]);
    expect(values.filter((value) => /^Chapter \d+$/.test(value))).toEqual([]);
    expect(values).toContain('Conclusion');
    expect(values.at(-1)).toBe(CUSTOM_SECTION);
    const course = sectionTypeOptions('course', ['Setting Up']).map((option) => option.value);
    expect(course.slice(0, 3)).toEqual(['Course Overview', 'Module 1: Setting Up', 'Lesson Summary']);
    // Without a plan's chapters the numbered entries stay.
    expect(sectionTypeOptions('ebook', []).map((option) => option.value)).toContain('Chapter 10');
  });

  it("names a plan's chapter within a section name's limit, the bare unit and number when it has no title", () => {
    expect(planChapterSectionName('workbook', 3, ' Budget Basics ')).toBe('Exercise 3: Budget Basics');
    expect(planChapterSectionName('ebook', 4, '  ')).toBe('Chapter 4');
    const long = planChapterSectionName('ebook', 12, 'word '.repeat(60));
    expect(long).toHaveLength(LIMITS.name);
    expect(long).toMatch(/^Chapter 12: word word .*…$/);
  });
});
