import { hsl, toHex, withLightness, withSaturation } from '../color.js';
import { onFrame, setTitle, setType, type CoverDesign } from '../design.js';
import { FONTS } from '../fonts.js';

/** Quiet minimalism: a flat paper field, a modest title high up, one dot of colour, a hairline and the author. */
export const minimalist: CoverDesign = ({ title, author, palette, onArt, frame }) => {
  const dark = palette.tone === 'dark' || onArt;
  const paper = dark
    ? toHex(withLightness(palette.primary, 10))
    : toHex(withLightness(withSaturation(palette.primary, 18), 95));
  const ink = dark ? '#f5f3ee' : toHex(withLightness(withSaturation(palette.primary, 35), 14));
  const quiet = dark ? '#b9b6ae' : toHex(hsl(palette.primary.h, 10, 40));
  const titleType = setTitle(
    title,
    onFrame(frame, {
      font: FONTS.interSemiBold,
      box: { x: 170, y: 300, width: 1160, height: 1000 },
      maxSize: 210,
      minSize: 38,
      lineHeight: 1.16,
      tracking: -0.01,
      anchor: 'start',
      align: 'top',
      fill: ink,
    }),
  );
  const authorType = setType(
    author,
    onFrame(frame, {
      font: FONTS.interLight,
      box: { x: 170, y: 2165, width: 1100, height: 110 },
      maxSize: 48,
      minSize: 28,
      lineHeight: 1.25,
      anchor: 'start',
      align: 'top',
      fill: quiet,
    }),
  );
  const { width, height } = frame;
  const margin = frame.x(170);
  const hairlineY = frame.y(2115);
  return {
    fonts: [FONTS.interSemiBold, FONTS.interLight],
    background: `<rect width="${width}" height="${height}" fill="${paper}"/>`,
    foreground:
      `<rect x="${margin}" y="${frame.y(200)}" width="${frame.x(90)}" height="${frame.length(8)}" fill="${palette.accentHex}"/>` +
      titleType.svg +
      `<circle cx="${width - frame.x(300)}" cy="${frame.y(1640)}" r="${frame.length(120)}" fill="${palette.accentHex}"/>` +
      `<line x1="${margin}" y1="${hairlineY}" x2="${width - margin}" y2="${hairlineY}" stroke="${ink}" stroke-opacity="0.5" stroke-width="2"/>` +
      authorType.svg,
    title: titleType.svg,
    titleBox: titleType.box,
  };
};
