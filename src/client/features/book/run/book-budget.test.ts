import { describe, expect, it } from 'vitest';
import { budgetTexts, readBudget, suggestedBudget } from './book-budget';

const provider = { provider: 'openai', model: 'gpt-4o-mini' };

describe("a book run's budget fields", () => {
  it('suggest half again the estimate with a provider: in dollars when priced, else in tokens; none offline', () => {
    const estimate = { inputTokens: 30_420, outputTokens: 21_700, costUsd: 0.0812 };
    expect(suggestedBudget(estimate, provider)).toEqual({ tokens: '', usd: '0.13' });
    expect(suggestedBudget({ ...estimate, costUsd: null }, provider)).toEqual({ tokens: '79,000', usd: '' });
    expect(suggestedBudget(estimate, { provider: 'offline', model: 'offline' })).toEqual({ tokens: '', usd: '' });
    expect(suggestedBudget(null, provider)).toEqual({ tokens: '', usd: '' });
  });

  it('read as the server reads a budget: separators aside, empty for none, the same messages', () => {
    expect(readBudget({ tokens: '40,000', usd: '$0.50' })).toEqual({ budget: { tokens: 40_000, usd: 0.5 } });
    expect(readBudget({ tokens: ' ', usd: '' })).toEqual({ budget: { tokens: null, usd: null } });
    expect(readBudget({ tokens: '-5', usd: 'a lot' })).toEqual({
      errors: {
        tokens: 'The budget in tokens must be more than 0',
        usd: 'The budget in dollars must be a number',
      },
    });
    expect(budgetTexts({ tokens: 40_000, usd: 0.5 })).toEqual({ tokens: '40,000', usd: '0.50' });
  });
});
