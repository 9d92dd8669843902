import { describe, expect, it } from 'vitest';
import { readSectionName, sectionHeading, type SectionUnit } from './section-name.js';
import { editSectionTypes } from './section-types.js';

const ebook = editSectionTypes('ebook');

describe('readSectionName', () => {
  it('reads the unit, number and title of a name, in any letter case', () => {
    expect(readSectionName('Chapter 3: Planning Your Week 🍲', ebook)).toEqual({
      unit: ebook[1],
      number: 3,
      title: 'Planning Your Week 🍲',
    });
    expect(readSectionName('introduction', ebook)).toEqual({ unit: ebook[0], number: null, title: '' });
    expect(readSectionName('Introduction: Why Prep', ebook)).toEqual({
      unit: ebook[0],
      number: null,
      title: 'Why Prep',
    });
    expect(readSectionName('CHAPTER 12:   Quizzes ', ebook)).toMatchObject({ number: 12, title: 'Quizzes' });
  });

  it('takes a dash or a full stop followed by a space as the separator too', () => {
    const units: SectionUnit[] = [{ label: 'Step', numbered: true }];
    for (const name of ['Step 2 - Preheat', 'Step 2 – Preheat', 'Step 2 — Preheat', 'Step 2. Preheat'])
      expect(readSectionName(name, units)).toEqual({ unit: units[0], number: 2, title: 'Preheat' });
    expect(readSectionName('Step 2.5 tips', units)).toEqual({ unit: null, number: null, title: 'Step 2.5 tips' });
  });

  it('keeps a name of no known unit whole, as the title', () => {
    expect(readSectionName(' Introductions and more ', ebook)).toEqual({
      unit: null,
      number: null,
      title: 'Introductions and more',
    });
    expect(readSectionName('Module 3: Planning', ebook).unit).toBeNull();
  });
});

describe('sectionHeading', () => {
  it('sets a numbered unit as a label above the title, for every unit a book uses', () => {
    expect(sectionHeading('Chapter 3: Tools and Set-Up')).toEqual({ label: 'Chapter 3', title: 'Tools and Set-Up' });
    expect(sectionHeading('module 2: Colour')).toEqual({ label: 'Module 2', title: 'Colour' });
    expect(sectionHeading('Lesson 4: Shading')).toEqual({ label: 'Lesson 4', title: 'Shading' });
    expect(sectionHeading('Exercise 10 – Wash')).toEqual({ label: 'Exercise 10', title: 'Wash' });
  });

  it('keeps a name without a number, or with nothing after it, whole', () => {
    expect(sectionHeading('Introduction')).toEqual({ label: null, title: 'Introduction' });
    expect(sectionHeading('Chapter 3')).toEqual({ label: null, title: 'Chapter 3' });
    expect(sectionHeading('Chapters to Come: A Preview')).toEqual({
      label: null,
      title: 'Chapters to Come: A Preview',
    });
  });
});
