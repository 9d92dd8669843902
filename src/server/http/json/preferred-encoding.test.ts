import { describe, expect, it } from 'vitest';
import { ACCEPT_ENCODING_REMEMBERED_MAX_CHARS, ACCEPT_ENCODINGS_REMEMBERED } from '../../limits.js';
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

describe('preferredEncoding, remembered', () => {
  it('chooses the same for a header asked again, and for every header past the ones it remembers', () => {
    for (let i = 0; i <= ACCEPT_ENCODINGS_REMEMBERED; i++) {
      expect(preferredEncoding(`gzip;q=0.${i + 1}, x-${i}`)).toBe('gzip');
      expect(preferredEncoding(`gzip;q=0.${i + 1}, x-${i}`)).toBe('gzip');
    }
    const long = `deflate, ${'x'.repeat(ACCEPT_ENCODING_REMEMBERED_MAX_CHARS)}, br`;
    expect(preferredEncoding(long)).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
  });
});
