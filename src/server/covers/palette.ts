import { DEFAULT_COLOR_SCHEME } from '../../shared/catalog.js';
import { hsl, luminance, shiftHue, toHex, withLightness, withSaturation, type Hsl } from './color.js';

/**
 * The colours a cover is drawn in, read from the free-text colour scheme ('blue and purple gradients',
 * 'dark green', 'pastel pink and mint'…). Words it does not know are ignored; with no colour at all it falls
 * back to the default scheme's palette.
 */
export interface Palette {
  /** The colours named, in order (at least two: a missing second one is a neighbour of the first). */
  primary: Hsl;
  secondary: Hsl;
  /** A contrasting colour for rules, ornaments and shapes. */
  accent: Hsl;
  /** dark: night backgrounds; light: pale paper backgrounds; rich: deep, saturated backgrounds. */
  tone: 'dark' | 'light' | 'rich';
  /** The scheme asks for gradients rather than flat colour. */
  gradient: boolean;
  /** Ready-made roles, as #rrggbb. */
  background: [string, string];
  ink: string;
  softInk: string;
  accentHex: string;
}

const NAMED: Array<[string, Hsl]> = [
  ['navy blue', hsl(225, 70, 22)],
  ['sky blue', hsl(200, 80, 62)],
  ['royal blue', hsl(225, 75, 45)],
  ['baby blue', hsl(205, 70, 78)],
  ['forest green', hsl(140, 50, 24)],
  ['mint green', hsl(150, 55, 72)],
  ['lime green', hsl(90, 75, 50)],
  ['olive green', hsl(70, 40, 35)],
  ['hot pink', hsl(330, 90, 56)],
  ['rose gold', hsl(15, 55, 68)],
  ['off white', hsl(40, 30, 94)],
  ['blue', hsl(220, 75, 48)],
  ['navy', hsl(225, 70, 22)],
  ['indigo', hsl(245, 60, 40)],
  ['purple', hsl(272, 60, 45)],
  ['violet', hsl(265, 65, 55)],
  ['lavender', hsl(260, 55, 78)],
  ['lilac', hsl(280, 45, 75)],
  ['magenta', hsl(310, 80, 50)],
  ['pink', hsl(335, 75, 65)],
  ['rose', hsl(345, 65, 58)],
  ['red', hsl(355, 75, 48)],
  ['crimson', hsl(348, 80, 40)],
  ['burgundy', hsl(345, 65, 25)],
  ['maroon', hsl(350, 60, 25)],
  ['coral', hsl(12, 85, 65)],
  ['peach', hsl(25, 90, 78)],
  ['orange', hsl(25, 90, 52)],
  ['amber', hsl(40, 95, 50)],
  ['gold', hsl(44, 75, 52)],
  ['golden', hsl(44, 75, 52)],
  ['yellow', hsl(50, 95, 55)],
  ['mustard', hsl(46, 75, 45)],
  ['cream', hsl(42, 60, 90)],
  ['beige', hsl(36, 40, 82)],
  ['tan', hsl(32, 40, 62)],
  ['brown', hsl(25, 45, 30)],
  ['chocolate', hsl(22, 50, 22)],
  ['copper', hsl(22, 60, 45)],
  ['bronze', hsl(30, 55, 40)],
  ['green', hsl(145, 55, 38)],
  ['emerald', hsl(150, 70, 35)],
  ['sage', hsl(100, 18, 60)],
  ['olive', hsl(70, 40, 35)],
  ['lime', hsl(90, 75, 50)],
  ['mint', hsl(150, 55, 72)],
  ['teal', hsl(180, 65, 32)],
  ['turquoise', hsl(174, 70, 45)],
  ['aqua', hsl(180, 75, 50)],
  ['cyan', hsl(188, 85, 48)],
  ['silver', hsl(210, 10, 75)],
  ['grey', hsl(215, 8, 50)],
  ['gray', hsl(215, 8, 50)],
  ['charcoal', hsl(215, 12, 20)],
  ['black', hsl(220, 15, 8)],
  ['white', hsl(40, 20, 97)],
];

/** Words that name a whole mood: the colours they stand for. */
const THEMES: Array<[string, Hsl[]]> = [
  ['sunset', [hsl(20, 90, 55), hsl(330, 70, 50), hsl(270, 55, 35)]],
  ['ocean', [hsl(195, 80, 35), hsl(225, 70, 22)]],
  ['forest', [hsl(140, 50, 24), hsl(90, 35, 40)]],
  ['earth', [hsl(28, 45, 35), hsl(70, 30, 38), hsl(36, 40, 78)]],
  ['autumn', [hsl(22, 80, 45), hsl(40, 85, 50), hsl(0, 55, 32)]],
  ['fire', [hsl(10, 90, 50), hsl(40, 95, 52)]],
  ['warm', [hsl(18, 85, 52), hsl(40, 90, 55)]],
  ['cool', [hsl(200, 70, 40), hsl(175, 60, 38)]],
  ['monochrome', [hsl(220, 5, 12), hsl(220, 5, 55)]],
  ['corporate', [hsl(215, 60, 28), hsl(205, 30, 55)]],
  ['tropical', [hsl(170, 75, 40), hsl(35, 95, 55), hsl(330, 80, 60)]],
];

const DARK_WORDS = ['dark', 'night', 'midnight', 'moody', 'deep', 'noir'];
const LIGHT_WORDS = ['pastel', 'light', 'pale', 'soft', 'airy', 'bright white'];
const VIVID_WORDS = ['neon', 'vivid', 'electric', 'vibrant', 'bright', 'bold', 'saturated'];
const MUTED_WORDS = ['muted', 'vintage', 'retro', 'earthy', 'dusty', 'faded'];
const GRADIENT_WORDS = ['gradient', 'ombre', 'ombré', 'fade', 'blend'];

const hasWord = (text: string, word: string) => new RegExp(`(^|[^a-z])${word}`).test(text);

/** The colours named in the scheme, in the order they are written. */
function namedColors(text: string): Hsl[] {
  const found: Array<{ at: number; colors: Hsl[] }> = [];
  let rest = text;
  for (const [name, color] of NAMED) {
    const match = new RegExp(`(^|[^a-z])${name}(?![a-z])`).exec(rest);
    if (!match) continue;
    found.push({ at: match.index, colors: [color] });
    rest = rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length);
  }
  for (const [theme, colors] of THEMES) {
    const at = rest.search(new RegExp(`(^|[^a-z])${theme}`));
    if (at >= 0) found.push({ at, colors });
  }
  for (const match of text.matchAll(/#([0-9a-f]{6}|[0-9a-f]{3})\b/g)) {
    found.push({ at: match.index, colors: [fromHex(match[1]!)] });
  }
  return found.sort((a, b) => a.at - b.at).flatMap((entry) => entry.colors);
}

function fromHex(digits: string): Hsl {
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return hsl(0, 0, l * 100);
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return hsl(h * 60, s * 100, l * 100);
}

const isNeutral = (color: Hsl) => color.s < 15;

/** Reads a palette from the colour-scheme text. */
export function parseColorScheme(scheme: string): Palette {
  const text = scheme.toLowerCase();
  const named = namedColors(text);
  const colors = named.length > 0 ? named : namedColors(DEFAULT_COLOR_SCHEME);
  const vivid = VIVID_WORDS.some((word) => hasWord(text, word));
  const muted = MUTED_WORDS.some((word) => hasWord(text, word));
  const adjust = (color: Hsl) =>
    isNeutral(color)
      ? color
      : vivid
        ? withSaturation(color, 95)
        : muted
          ? withSaturation(color, color.s * 0.55)
          : color;
  const [first, second] = colors.map(adjust);
  const primary = first!;
  const secondary = second ?? (isNeutral(primary) ? hsl(44, 75, 52) : shiftHue(primary, 35));
  const chromatic = [primary, secondary, ...colors.slice(2).map(adjust)].filter((c) => !isNeutral(c));
  const accent = pickAccent(primary, secondary, chromatic);

  const tone = DARK_WORDS.some((word) => hasWord(text, word))
    ? 'dark'
    : LIGHT_WORDS.some((word) => hasWord(text, word)) || primary.l >= 80
      ? 'light'
      : primary.l <= 12
        ? 'dark'
        : 'rich';
  const gradient = GRADIENT_WORDS.some((word) => hasWord(text, word)) || tone === 'rich';
  return { primary, secondary, accent, tone, gradient, ...roles(primary, secondary, accent, tone, gradient) };
}

/** A bright colour that stands out from the background: a named chromatic one, or gold on neutrals. */
function pickAccent(primary: Hsl, secondary: Hsl, chromatic: Hsl[]): Hsl {
  const distinct = chromatic.find((color) => color !== primary && Math.abs(color.h - primary.h) > 25);
  const base = distinct ?? (isNeutral(primary) ? (chromatic[0] ?? hsl(44, 75, 52)) : shiftHue(secondary, 150));
  return withLightness(base, Math.max(55, Math.min(68, base.l)));
}

function roles(primary: Hsl, secondary: Hsl, accent: Hsl, tone: Palette['tone'], gradient: boolean) {
  const end = gradient ? secondary : primary;
  const background: [Hsl, Hsl] =
    tone === 'light'
      ? [withLightness(primary, isNeutral(primary) ? 95 : 88), withLightness(end, isNeutral(end) ? 90 : 80)]
      : tone === 'dark'
        ? [withLightness(primary, isNeutral(primary) ? 9 : 16), withLightness(end, 7)]
        : [
            withLightness(primary, clampLightness(primary.l, 30, 44)),
            withLightness(end, clampLightness(end.l, 18, 30)),
          ];
  const lightBackground = luminance(background[0]) > 0.35;
  const ink = lightBackground ? withLightness(withSaturation(primary, Math.min(primary.s, 60)), 14) : hsl(0, 0, 99);
  const softInk = lightBackground ? withLightness(primary, 32) : withLightness(withSaturation(primary, 25), 86);
  const accentHex = lightBackground ? withLightness(accent, 42) : accent;
  return {
    background: [toHex(background[0]), toHex(background[1])] as [string, string],
    ink: toHex(ink),
    softInk: toHex(softInk),
    accentHex: toHex(accentHex),
  };
}

const clampLightness = (l: number, min: number, max: number) => Math.min(max, Math.max(min, l));
