import { describe, expect, it } from 'vitest';
import { generateContentInput, saveContentInput } from './content.js';

describe('generateContentInput', () => {
  it('accepts the tool body with outline, product type and idea context', () => {
    const body = {
      title: 'Sourdough Simplified',
      outline: '- Starter\n- Loaf',
      sectionName: 'Chapter 1: Introduction',
      contentType: 'howto',
      productType: 'ebook',
      ideaContext: {
        concept: 'A book',
        targetAudience: 'Bakers',
        sellingPoints: ['Fast'],
        modules: ['Chapter 1: Starter'],
      },
    };
    expect(generateContentInput.parse(body)).toEqual(body);
  });

  it('names each missing field and limits the outline', () => {
    const result = generateContentInput.safeParse({
      title: '',
      sectionName: '',
      contentType: 'poem',
      outline: 'x'.repeat(10_001),
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Title is required',
      'Outline must be at most 10,000 characters',
      'Section name is required',
      'Please select a content type',
    ]);
  });
});

describe('saveContentInput', () => {
  it('accepts generation and edit-dialog content types', () => {
    expect(
      saveContentInput.parse({ sectionName: 'Intro', content: '# Intro', contentType: 'markdown' }).contentType,
    ).toBe('markdown');
    expect(
      saveContentInput.parse({ sectionName: 'Intro', content: '# Intro', contentType: 'persuasive' }).contentType,
    ).toBe('persuasive');
  });

  it('refuses empty and over-long content', () => {
    expect(
      saveContentInput.safeParse({ sectionName: 'Intro', content: ' ', contentType: 'text' }).error?.issues[0]?.message,
    ).toBe('No content to save');
    expect(
      saveContentInput.safeParse({ sectionName: 'Intro', content: 'x'.repeat(200_001), contentType: 'text' }).error
        ?.issues[0]?.message,
    ).toBe('Content must be at most 200,000 characters');
  });
});
