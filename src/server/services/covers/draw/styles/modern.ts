import { onFrame, setTitle, setType, type CoverDesign } from '../design.js';
import { FONTS } from '../fonts.js';
import { linearGradient } from '../svg.js';

/** Swiss-poster modern: a big accent disc and slab, heavy sans title flush left, small caps author. */
export const modern: CoverDesign = ({ title, author, palette, frame }) => {
  const titleType = setTitle(
    title,
    onFrame(frame, {
      font: FONTS.montserratBlack,
      box: { x: 130, y: 1060, width: 1300, height: 950 },
      maxSize: 340,
      minSize: 40,
      lineHeight: 1.02,
      anchor: 'start',
      align: 'bottom',
      fill: palette.ink,
    }),
  );
  const authorType = setType(
    author,
    onFrame(frame, {
      font: FONTS.montserratSemiBold,
      box: { x: 130, y: 2147, width: 1100, height: 120 },
      maxSize: 50,
      minSize: 28,
      lineHeight: 1.25,
      tracking: 0.2,
      uppercase: true,
      anchor: 'start',
      align: 'top',
      fill: palette.ink,
    }),
  );
  const { width, height } = frame;
  const barY = titleType.box.y - frame.y(80);
  const disc = { cx: frame.x(1330), cy: frame.y(430) };
  const slabTop = frame.y(2087);
  const square = frame.length(60);
  return {
    fonts: [FONTS.montserratBlack, FONTS.montserratSemiBold],
    background:
      `<defs>${linearGradient('bg', palette.background, [0, 0, 1, 1])}</defs>` +
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      `<circle cx="${disc.cx}" cy="${disc.cy}" r="${frame.length(560)}" fill="${palette.accentHex}" fill-opacity="0.92"/>` +
      `<circle cx="${disc.cx}" cy="${disc.cy}" r="${frame.length(380)}" fill="none" stroke="${palette.ink}" stroke-opacity="0.25" stroke-width="4"/>` +
      `<rect x="0" y="${slabTop}" width="${width}" height="${height - slabTop}" fill="#000000" fill-opacity="0.22"/>`,
    foreground:
      `<rect x="${frame.x(130)}" y="${barY}" width="${frame.x(170)}" height="${frame.length(18)}" fill="${palette.accentHex}"/>` +
      titleType.svg +
      authorType.svg +
      `<rect x="${width - frame.x(130) - square}" y="${frame.y(2157)}" width="${square}" height="${square}" fill="${palette.accentHex}"/>`,
    title: titleType.svg,
    titleBox: titleType.box,
  };
};
