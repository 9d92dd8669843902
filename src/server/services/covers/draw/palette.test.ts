import { describe, expect, it } from 'vitest';
import { fromHex, luminance } from './color.js';
import { parseColorScheme } from './palette.js';

/** WCAG contrast of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const [la, lb] = [a, b].map((hex) => luminance(fromHex(hex.slice(1)))) as [number, number];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

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

  it.each([
    ['soft watercolor blues and sage green', [220, 100]],
    ['Blush Pink and deep teal', [350, 180]],
    ['dusty rose, navy and a touch of gold', [345, 225]],
    ['bluish greys with emerald', [220, 150]],
    ['pastel greens & lavenders', [145, 260]],
  ] as const)('uses the colours %j names, in its background and accent', (scheme, hues) => {
    const palette = parseColorScheme(scheme);
    expect(hueGap(palette.primary.h, hues[0])).toBeLessThanOrEqual(10);
    expect(hueGap(palette.secondary.h, hues[1])).toBeLessThanOrEqual(10);
    // Both colours reach the cover: the background runs from the first to the second.
    expect(palette.gradient).toBe(true);
    expect(palette.background[0]).not.toBe(palette.background[1]);
  });

  it('softens, deepens and mutes the colour after a modifier', () => {
    const blue = parseColorScheme('blue and gold').primary;
    expect(parseColorScheme('soft blue and gold').primary.l).toBeGreaterThan(blue.l);
    expect(parseColorScheme('soft blue and gold').primary.s).toBeLessThan(blue.s);
    expect(parseColorScheme('deep blue and gold').primary.l).toBeLessThan(blue.l);
    expect(parseColorScheme('muted blue and gold').primary.s).toBeLessThan(blue.s);
  });

  it.each(['soft watercolor blues and sage green', 'pastel yellow', 'deep teal', 'blush pink', 'neon lime'])(
    'keeps the type on %j at a contrast of 4.5:1 or more',
    (scheme) => {
      const palette = parseColorScheme(scheme);
      expect(contrast(palette.ink, palette.background[0])).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.ink, palette.background[1])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('falls back to the default palette for words it does not know', () => {
    expect(parseColorScheme('xyzzy plugh')).toEqual(parseColorScheme('blue and purple'));
  });
});
