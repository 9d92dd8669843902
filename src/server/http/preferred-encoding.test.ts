import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './preferred-encoding.js';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['*', 'br'],
    ['deflate', 'identity'],
    ['gzip;q=0', 'identity'],
    [undefined, 'identity'],
  ])('chooses for %j: %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
