/** Colours as hue (0–360), saturation and lightness (0–100), written out as #rrggbb. */
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const hsl = (h: number, s: number, l: number): Hsl => ({
  h: ((h % 360) + 360) % 360,
  s: clamp(s, 0, 100),
  l: clamp(l, 0, 100),
});

export const withLightness = (color: Hsl, l: number): Hsl => hsl(color.h, color.s, l);
export const withSaturation = (color: Hsl, s: number): Hsl => hsl(color.h, s, color.l);
export const shiftHue = (color: Hsl, degrees: number): Hsl => hsl(color.h + degrees, color.s, color.l);

function channels({ h, s, l }: Hsl): [number, number, number] {
  const lightness = l / 100;
  const amount = (s / 100) * Math.min(lightness, 1 - lightness);
  const part = (n: number) => {
    const k = (n + h / 30) % 12;
    return lightness - amount * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [part(0), part(8), part(4)];
}

export function toHex(color: Hsl): string {
  return `#${channels(color)
    .map((channel) =>
      Math.round(clamp(channel, 0, 1) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance(color: Hsl): number {
  const [r, g, b] = channels(color).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: Hsl, b: Hsl): number {
  const [first, second] = [luminance(a), luminance(b)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

/** A colour from three or six hex digits. */
export function fromHex(digits: string): Hsl {
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const channel = (at: number) => parseInt(full.slice(at, at + 2), 16) / 255;
  const [r, g, b] = [channel(0), channel(2), channel(4)];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return hsl(0, 0, l * 100);
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return hsl(h * 60, s * 100, l * 100);
}
