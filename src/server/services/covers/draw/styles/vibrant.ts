import { luminance, toHex, withLightness, withSaturation, type Hsl } from '../color.js';
import { onFrame, randomSequence, setTitle, setType, type CoverDesign } from '../design.js';
import { FONTS } from '../fonts.js';
import { linearGradient, radialGlow } from '../svg.js';

/** The colour at full saturation, darkened until white type stands out on it (yellows and greens glare). */
function deepened(color: Hsl): Hsl {
  let deep = withLightness(withSaturation(color, 92), 52);
  while (luminance(deep) > 0.2) deep = withLightness(deep, deep.l - 3);
  return deep;
}

/** Loud and joyful: a saturated three-colour sweep, glowing colour orbs, a heavy white title with a shadow. */
export const vibrant: CoverDesign = ({ title, author, palette, seed, frame }) => {
  const saturated = [palette.primary, palette.secondary, palette.accent].map((color) => toHex(deepened(color)));
  const random = randomSequence(seed);
  const orbs = saturated
    .map((_, index) => {
      const cx = 200 + random() * 1200;
      const cy = index === 0 ? 250 + random() * 300 : 1450 + random() * 800;
      const r = 420 + random() * 300;
      return `<circle cx="${Math.round(frame.x(cx))}" cy="${Math.round(frame.y(cy))}" r="${Math.round(frame.length(r))}" fill="url(#orb${index})"/>`;
    })
    .join('');
  const titleSpec = {
    font: FONTS.montserratBlack,
    box: { x: 170, y: 600, width: 1260, height: 1200 },
    maxSize: 330,
    minSize: 40,
    lineHeight: 1.04,
    anchor: 'middle',
    align: 'middle',
  } as const;
  const shadow = setTitle(
    title,
    onFrame(frame, {
      ...titleSpec,
      fill: '#1a0b2e',
      attributes: `fill-opacity="0.35" transform="translate(${frame.length(10)} ${frame.length(12)})"`,
    }),
  );
  const titleType = setTitle(title, onFrame(frame, { ...titleSpec, fill: '#ffffff' }));
  const authorType = setType(
    author,
    onFrame(frame, {
      font: FONTS.montserratSemiBold,
      box: { x: 300, y: 2080, width: 1000, height: 130 },
      maxSize: 48,
      minSize: 26,
      lineHeight: 1.25,
      tracking: 0.22,
      uppercase: true,
      anchor: 'middle',
      align: 'middle',
      fill: '#ffffff',
    }),
  );
  const pill = authorType.box;
  const padding = { x: frame.length(60), y: frame.length(34) };
  return {
    fonts: [FONTS.montserratBlack, FONTS.montserratSemiBold],
    background:
      `<defs>${linearGradient('bg', saturated, [0, 0, 1, 1])}` +
      saturated.map((color, index) => radialGlow(`orb${index}`, color, 0.85)).join('') +
      `</defs><rect width="${frame.width}" height="${frame.height}" fill="url(#bg)"/>${orbs}`,
    foreground:
      shadow.svg +
      titleType.svg +
      `<rect x="${pill.x - padding.x}" y="${pill.y - padding.y}" width="${pill.width + 2 * padding.x}" ` +
      `height="${pill.height + 2 * padding.y}" rx="${(pill.height + 2 * padding.y) / 2}" fill="#ffffff" fill-opacity="0.14" stroke="#ffffff" stroke-width="3"/>` +
      authorType.svg,
    title: titleType.svg,
    titleBox: titleType.box,
  };
};
