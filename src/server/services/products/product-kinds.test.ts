import { describe, expect, it } from 'vitest';
import { kindOfPlan, PRODUCT_KINDS } from '../../../shared/product-kind.js';
import { WORKBOOK_COURSE_PLAN } from '../../../../tests/support/course-fixtures.js';
import { productKind, productKindOfType } from './product-kinds.js';

const SECTIONS = [
  { id: 'a', section_name: 'Introduction', content: 'Why a calm kitchen.' },
  {
    id: 'b',
    section_name: 'Module 1: Week 1',
    content: '## Lesson 1: Step 1.1\n\nPlan the week.\n\n### Video script\n\nSay hello to the learners.',
  },
];

describe('the kinds of product, each declared once', () => {
  it('shapes any plan to each kind, keeping nothing of another kind’s, and reads the kind back from the shape', () => {
    for (const kind of PRODUCT_KINDS) {
      const plan = productKind(kind).planOf(WORKBOOK_COURSE_PLAN);
      expect(kindOfPlan(plan)).toBe(kind);
      expect(productKind(kind).planOf(plan)).toEqual(plan);
    }
    const book = productKind('book').planOf(WORKBOOK_COURSE_PLAN);
    expect(book.chapters).toEqual([
      { title: 'Week 1', goal: '' },
      { title: 'Week 2', goal: '' },
    ]);
    expect(book).not.toHaveProperty('finalAssignment');
    const pack = productKind('templates').planOf(WORKBOOK_COURSE_PLAN);
    expect(pack.chapters.map((chapter) => Object.keys(chapter).sort())).toEqual([
      ['goal', 'template', 'title'],
      ['goal', 'template', 'title'],
    ]);
  });

  it('gives a course a writer for a module’s lessons and quiz before it is written, and no other kind', () => {
    expect(productKindOfType('course').chapterPlanWriter).toBe('draft-course-module');
    expect(productKindOfType('ebook').chapterPlanWriter).toBeNull();
    expect(productKindOfType('template').chapterPlanWriter).toBeNull();
  });

  it('prints a course as its workbook, a book and a pack as written', () => {
    const course = productKind('course').printedSections(WORKBOOK_COURSE_PLAN, SECTIONS);
    expect(course.map((section) => section.heading)).toEqual([
      'Introduction',
      'Module 1: Week 1',
      'Module 1 Worksheet',
      'Final Assignment',
    ]);
    expect(course[1]!.markdown).not.toContain('Say hello');
    const asWritten = SECTIONS.map((section) => ({ heading: section.section_name, markdown: section.content }));
    expect(productKind('book').printedSections(WORKBOOK_COURSE_PLAN, SECTIONS)).toEqual(asWritten);
    expect(productKind('templates').printedSections(WORKBOOK_COURSE_PLAN, SECTIONS)).toEqual(asWritten);
  });

  it('puts a course’s files out of date when a lesson’s objective changes, a book’s only by its titles', () => {
    const changed = {
      ...WORKBOOK_COURSE_PLAN,
      chapters: WORKBOOK_COURSE_PLAN.chapters.map((module, index) =>
        index === 0
          ? { ...module, lessons: module.lessons!.map((lesson) => ({ ...lesson, objective: 'Shop on Sunday.' })) }
          : module,
      ),
    };
    const { printedPlan: course } = productKind('course');
    expect(course(changed)).not.toBe(course(WORKBOOK_COURSE_PLAN));
    const { printedPlan: book } = productKind('book');
    expect(book(changed)).toBe(book(WORKBOOK_COURSE_PLAN));
  });
});
