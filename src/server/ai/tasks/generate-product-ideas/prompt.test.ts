import { describe, expect, it } from 'vitest';
import { generateProductIdeasInput } from '../../../../shared/schemas/idea.js';
import { buildProductIdeasPrompt } from './prompt.js';

describe('buildProductIdeasPrompt', () => {
  it('uses the product type and every field of the niche context', () => {
    const { prompt } = buildProductIdeasPrompt(
      generateProductIdeasInput.parse({
        productType: 'workbook',
        niche: 'Meal prep for busy parents',
        nicheContext: {
          marketSize: 'Large: 4M new parents a year',
          competitionLevel: 'Medium: blogs only',
          profitPotential: 'High: $29',
          demographics: { age: '25–40', income: 'Middle', painPoints: ['No time after work', 'Picky toddlers'] },
        },
      }),
    );
    expect(prompt).toContain('Workbook ideas for the niche "Meal prep for busy parents"');
    expect(prompt).toContain('workbook of exercises');
    for (const fact of [
      'Large: 4M new parents a year',
      'Medium: blogs only',
      'High: $29',
      '25–40',
      'Middle',
      'No time after work',
      'Picky toddlers',
    ]) {
      expect(prompt).toContain(fact);
    }
    expect(prompt).toContain('"Exercise N: <specific title>"');
  });

  it('reads the wizard variant of the context and leaves out what is unknown', () => {
    const { prompt } = buildProductIdeasPrompt(
      generateProductIdeasInput.parse({
        productType: 'course',
        niche: 'Sourdough for beginners',
        nicheContext: { name: 'Sourdough for beginners', targetAudience: 'Home bakers', painPoints: ['Flat loaves'] },
      }),
    );
    expect(prompt).toContain('Target audience: Home bakers');
    expect(prompt).toContain('- Flat loaves');
    expect(prompt).not.toContain('Market size');
    expect(prompt).toContain('"Module N: <specific title>"');
  });
});
