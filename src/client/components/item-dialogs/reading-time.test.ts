import { describe, expect, it } from 'vitest';
import { readingMinutes, wordCount } from './reading-time';

describe('reading time', () => {
  it('counts words across any whitespace', () => {
    expect(wordCount('  # Title\n\nOne two\tthree  ')).toBe(5);
    expect(wordCount('')).toBe(0);
  });

  it('rounds words / 200 up', () => {
    expect(readingMinutes(1)).toBe(1);
    expect(readingMinutes(200)).toBe(1);
    expect(readingMinutes(201)).toBe(2);
    expect(readingMinutes(0)).toBe(0);
  });
});
