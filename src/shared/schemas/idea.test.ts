import { describe, expect, it } from 'vitest';
import { generateProductIdeasInput, saveIdeaInput } from './idea.js';

describe('generateProductIdeasInput', () => {
  it('normalises the tool variant of the niche context', () => {
    const input = generateProductIdeasInput.parse({
      productType: 'ebook',
      niche: 'Meal prep for parents',
      nicheContext: {
        marketSize: 'Large',
        competitionLevel: 'Low',
        profitPotential: 'High',
        demographics: { age: '25–40', income: 'Middle', painPoints: ['No time'] },
      },
    });
    expect(input.nicheContext).toEqual({
      marketSize: 'Large',
      competitionLevel: 'Low',
      profitPotential: 'High',
      age: '25–40',
      income: 'Middle',
      painPoints: ['No time'],
    });
  });

  it('normalises the wizard variant of the niche context', () => {
    const input = generateProductIdeasInput.parse({
      productType: 'plr',
      niche: 'Meal prep for parents',
      nicheContext: {
        name: 'Meal prep for parents',
        targetAudience: 'Parents',
        painPoints: ['No time'],
        marketSize: 'Large',
      },
    });
    expect(input.nicheContext).toMatchObject({
      name: 'Meal prep for parents',
      targetAudience: 'Parents',
      painPoints: ['No time'],
    });
  });

  it('requires a niche and a known product type', () => {
    const result = generateProductIdeasInput.safeParse({ productType: 'poster', niche: ' ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please select a product type',
      'Niche is required',
    ]);
  });
});

describe('saveIdeaInput', () => {
  it('requires the concept and a product type', () => {
    const result = saveIdeaInput.safeParse({ concept: '', targetAudience: '', sellingPoints: [], modules: [] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Concept is required',
      'Please select a product type',
    ]);
  });

  it('limits lists', () => {
    const result = saveIdeaInput.safeParse({
      concept: 'A course',
      targetAudience: 'Parents',
      sellingPoints: Array.from({ length: 51 }, () => 'point'),
      modules: [],
      productType: 'course',
    });
    expect(result.error?.issues[0]?.message).toBe('Selling points can have at most 50 entries');
  });
});
