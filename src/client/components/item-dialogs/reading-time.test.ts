import { describe, expect, it } from 'vitest';
import { readingMinutes } from './reading-time';

describe('reading time', () => {
  it('rounds words / 200 up', () => {
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(0)).toBe(0);
  });
});
