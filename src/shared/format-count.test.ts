import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.js';

describe('formatCount', () => {
  it('writes whole numbers as en-US does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), (value) => {
        expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
      }),
    );
  });
});
