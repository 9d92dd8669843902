import { describe, expect, it } from 'vitest';
import { formatDollars } from './format-dollars.js';

describe('formatDollars', () => {
  it.each([
    [0, '$0.00'],
    [0.004, 'under $0.01'],
    [0.005, '$0.01'],
    [0.072, '$0.07'],
    [0.045, '$0.05'],
    [5, '$5.00'],
    [1234.5, '$1,234.50'],
  ])('%s → %s', (usd, text) => {
    expect(formatDollars(usd)).toBe(text);
  });
});
