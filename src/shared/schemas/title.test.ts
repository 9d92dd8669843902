import { describe, expect, it } from 'vitest';
import { generateTitlesInput, saveTitleInput } from './title.js';

describe('generateTitlesInput', () => {
  it('accepts every settled tone and an optional idea context', () => {
    expect(
      generateTitlesInput.parse({
        tone: 'inspiring',
        productConcept: 'A course',
        ideaContext: { concept: 'A course', sellingPoints: ['Fast'] },
      }),
    ).toEqual({
      tone: 'inspiring',
      productConcept: 'A course',
      ideaContext: { concept: 'A course', sellingPoints: ['Fast'] },
    });
  });

  it('names the missing concept and an unknown tone', () => {
    const result = generateTitlesInput.safeParse({ tone: 'sarcastic', productConcept: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please select a tone',
      'Product concept is required',
    ]);
  });
});

describe('saveTitleInput', () => {
  it('limits the title to 200 characters', () => {
    const result = saveTitleInput.safeParse({ title: 'x'.repeat(201), tone: 'casual' });
    expect(result.error?.issues[0]?.message).toBe('Title must be at most 200 characters');
  });
});
