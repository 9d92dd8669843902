import { describe, expect, it } from 'vitest';
import { editSectionTypes } from '@shared/section-types';
import { joinSectionName, splitSectionName } from './section-name';

const ebook = editSectionTypes('ebook');
const course = editSectionTypes('course');

describe('section names in the content edit dialog', () => {
  it('reads the type, number and heading of a name', () => {
    expect(splitSectionName('Chapter 3: Planning Your Week 🍲', ebook)).toEqual({
      sectionType: 'chapter',
      sectionNumber: '3',
      heading: 'Planning Your Week 🍲',
    });
    expect(splitSectionName('introduction', ebook)).toEqual({
      sectionType: 'introduction',
      sectionNumber: '',
      heading: '',
    });
    expect(splitSectionName('Module 12:   Quizzes ', course)).toMatchObject({
      sectionType: 'module',
      sectionNumber: '12',
    });
  });

  it('keeps a name of no known type whole, as the heading', () => {
    expect(splitSectionName('Chapter 3: Planning', course)).toEqual({
      sectionType: '',
      sectionNumber: '',
      heading: 'Chapter 3: Planning',
    });
    expect(splitSectionName('Introductions and more', ebook).sectionType).toBe('');
  });

  it('writes the name back from its parts', () => {
    const [introduction, chapter] = ebook;
    expect(joinSectionName(chapter!, '07', 'Planning')).toBe('Chapter 7: Planning');
    expect(joinSectionName(introduction!, '', '')).toBe('Introduction');
  });
});
