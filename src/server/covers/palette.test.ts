import { describe, expect, it } from 'vitest';
import { parseColorScheme } from './palette.js';

/** Hue distance on the colour wheel. */
const hueGap = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('parseColorScheme', () => {
  it.each([
    ['blue and purple gradients', { hues: [220, 272], tone: 'rich', gradient: true }],
    ['Dark Green', { hues: [145], tone: 'dark' }],
    ['pastel pink and mint', { hues: [335, 150], tone: 'light' }],
    ['black and gold', { hues: [undefined, 44], tone: 'dark' }],
    ['navy blue with coral accents', { hues: [225, 12], tone: 'rich' }],
    ['warm sunset tones', { hues: [18], tone: 'rich' }],
    ['teal', { hues: [180], tone: 'rich', gradient: true }],
    ['cream and forest green', { hues: [42, 140], tone: 'light' }],
    ['#ff8800 and midnight indigo', { hues: [32, 245], tone: 'dark' }],
    ['something lovely 🌈', { hues: [220, 272], tone: 'rich' }],
  ] as const)('reads %j', (scheme, expected) => {
    const palette = parseColorScheme(scheme);
    const [first, second] = expected.hues;
    if (first !== undefined) expect(hueGap(palette.primary.h, first)).toBeLessThanOrEqual(15);
    if (second !== undefined) expect(hueGap(palette.secondary.h, second)).toBeLessThanOrEqual(15);
    expect(palette.tone).toBe(expected.tone);
    if ('gradient' in expected) expect(palette.gradient).toBe(expected.gradient);
    for (const hex of [...palette.background, palette.ink, palette.softInk, palette.accentHex]) {
      expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('keeps dark type on light backgrounds and light type on dark ones', () => {
    expect(parseColorScheme('pastel yellow').ink).not.toBe('#fcfcfc');
    expect(parseColorScheme('dark blue').ink).toBe('#fcfcfc');
  });

  it('falls back to the default palette for words it does not know', () => {
    expect(parseColorScheme('xyzzy plugh')).toEqual(parseColorScheme('blue and purple'));
  });
});
