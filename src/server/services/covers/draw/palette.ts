import { DEFAULT_COLOR_SCHEME } from '../../../../shared/catalog.js';
import { contrastRatio, hsl, luminance, shiftHue, toHex, withLightness, withSaturation, type Hsl } from './color.js';
import { readColorWords } from './read-color-words.js';

/**
 * The colours a cover is drawn in, read from the free-text colour scheme ('blue and purple gradients',
 * 'dark green', 'soft watercolor blues and sage green'…). Words it does not know are left out (`coverNotes` says
 * which); with no colour at all it falls back to the default scheme's palette.
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

const DARK_WORDS = ['dark', 'night', 'midnight', 'moody', 'noir'];
const LIGHT_WORDS = ['pastel', 'light', 'pale', 'soft', 'airy', 'bright white'];
const VIVID_WORDS = ['neon', 'vivid', 'electric', 'vibrant', 'bright', 'bold', 'saturated'];
const MUTED_WORDS = ['muted', 'vintage', 'retro', 'earthy', 'dusty', 'faded'];
const GRADIENT_WORDS = ['gradient', 'ombre', 'ombré', 'fade', 'blend'];

const hasWord = (text: string, word: string) => new RegExp(`(^|[^a-z])${word}`).test(text);

const isNeutral = (color: Hsl) => color.s < 15;

/** Reads a palette from the colour-scheme text. */
export function parseColorScheme(scheme: string): Palette {
  const text = scheme.toLowerCase();
  const named = readColorWords(text).colors;
  const colors = named.length > 0 ? named : readColorWords(DEFAULT_COLOR_SCHEME).colors;
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
  // Two colours named are both shown: the background runs from one to the other.
  const gradient = GRADIENT_WORDS.some((word) => hasWord(text, word)) || tone === 'rich' || chromatic.length > 1;
  return { primary, secondary, accent, tone, gradient, ...roles(primary, secondary, accent, tone, gradient) };
}

/** A bright colour that stands out from the background: a named chromatic one, or gold on neutrals. */
function pickAccent(primary: Hsl, secondary: Hsl, chromatic: Hsl[]): Hsl {
  const distinct = chromatic.find((color) => color !== primary && Math.abs(color.h - primary.h) > 25);
  const base = distinct ?? (isNeutral(primary) ? (chromatic[0] ?? hsl(44, 75, 52)) : shiftHue(secondary, 150));
  return withLightness(base, Math.max(55, Math.min(68, base.l)));
}

function roles(
  primary: Hsl,
  secondary: Hsl,
  accent: Hsl,
  tone: Palette['tone'],
  gradient: boolean,
): Pick<Palette, 'background' | 'ink' | 'softInk' | 'accentHex'> {
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
  const legible = (color: Hsl) => toHex(legibleUnder(ink, color, lightBackground));
  const softInk = lightBackground ? withLightness(primary, 32) : withLightness(withSaturation(primary, 25), 86);
  const accentHex = lightBackground ? withLightness(accent, 42) : accent;
  return {
    background: [legible(background[0]), legible(background[1])],
    ink: toHex(ink),
    softInk: toHex(softInk),
    accentHex: toHex(accentHex),
  };
}

/** The lowest contrast the title's ink may have on either end of the background (WCAG AA for body text). */
const INK_CONTRAST = 4.5;

/** The background colour, lightened (under dark ink) or darkened (under light ink) until the ink reads on it. */
function legibleUnder(ink: Hsl, color: Hsl, lighten: boolean): Hsl {
  let shade = color;
  while (contrastRatio(ink, shade) < INK_CONTRAST && shade.l > 0 && shade.l < 100) {
    shade = withLightness(shade, shade.l + (lighten ? 2 : -2));
  }
  return shade;
}

const clampLightness = (l: number, min: number, max: number) => Math.min(max, Math.max(min, l));
