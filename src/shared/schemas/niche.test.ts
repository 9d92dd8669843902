import { describe, expect, it } from 'vitest';
import { generateNichesInput, nicheResult, saveNicheInput } from './niche.js';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('generateNichesInput', () => {
  it('accepts budgetRange, or budget from the wizard, and always gives budgetRange', () => {
    const body = { targetAudience: ' busy parents ', interests: 'meal prep' };
    expect(generateNichesInput.parse({ ...body, budgetRange: '$500' })).toEqual({
      targetAudience: 'busy parents',
      interests: 'meal prep',
      budgetRange: '$500',
    });
    expect(generateNichesInput.parse({ ...body, budget: 'under $100' }).budgetRange).toBe('under $100');
  });

  it('names each missing field', () => {
    expect(messagesOf(generateNichesInput.safeParse({ targetAudience: '  ', interests: '' }))).toEqual({
      targetAudience: 'Target audience is required',
      interests: 'Interests are required',
      budgetRange: 'Budget range is required',
    });
    expect(messagesOf(generateNichesInput.safeParse({}))).toMatchObject({
      targetAudience: 'Target audience is required',
    });
  });

  it('enforces the length limits', () => {
    expect(
      messagesOf(
        generateNichesInput.safeParse({ targetAudience: 'x'.repeat(2_001), interests: 'a', budgetRange: 'b' }),
      ),
    ).toEqual({ targetAudience: 'Target audience must be at most 2,000 characters' });
  });
});

describe('saveNicheInput', () => {
  it('keeps demographics with ageRange and incomeLevel and drops blank pain points', () => {
    expect(
      saveNicheInput.parse({
        name: 'Meal prep for parents',
        marketSize: 'Large',
        competitionLevel: 'Low',
        profitPotential: 'High',
        demographics: { age: '25–40', income: 'Middle', painPoints: ['No time', ' '], ageRange: '25–40' },
      }).demographics,
    ).toEqual({ age: '25–40', income: 'Middle', painPoints: ['No time'], ageRange: '25–40' });
  });

  it('requires a name', () => {
    const result = saveNicheInput.safeParse({
      name: '',
      marketSize: '',
      competitionLevel: '',
      profitPotential: '',
      demographics: { age: '', income: '', painPoints: [] },
    });
    expect(messagesOf(result)).toEqual({ name: 'Niche name is required' });
  });
});

describe('nicheResult and saveNicheInput', () => {
  it('accept every generated niche as a niche to save', () => {
    const generated = {
      name: 'Meal prep for parents',
      marketSize: 'Large',
      competitionLevel: 'Low',
      profitPotential: 'High',
      demographics: { age: '25–40', income: 'Middle', painPoints: ['No time'] },
    };
    expect(saveNicheInput.parse(nicheResult.parse(generated))).toEqual(generated);
  });
});
