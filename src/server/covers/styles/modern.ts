import { COVER_HEIGHT, COVER_WIDTH } from '../canvas.js';
import { setTitle, setType, type CoverDesign } from '../design.js';
import { FONTS } from '../fonts.js';
import { linearGradient } from '../svg.js';

/** Swiss-poster modern: a big accent disc and slab, heavy sans title flush left, small caps author. */
export const modern: CoverDesign = ({ title, author, palette }) => {
  const titleType = setTitle(title, {
    font: FONTS.montserratBlack,
    box: { x: 130, y: 1060, width: 1300, height: 950 },
    maxSize: 340,
    minSize: 40,
    lineHeight: 1.02,
    anchor: 'start',
    align: 'bottom',
    fill: palette.ink,
  });
  const authorType = setType(author, {
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
  });
  const barY = titleType.box.y - 80;
  return {
    fonts: [FONTS.montserratBlack, FONTS.montserratSemiBold],
    background:
      `<defs>${linearGradient('bg', palette.background, [0, 0, 1, 1])}</defs>` +
      `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>` +
      `<circle cx="1330" cy="430" r="560" fill="${palette.accentHex}" fill-opacity="0.92"/>` +
      `<circle cx="1330" cy="430" r="380" fill="none" stroke="${palette.ink}" stroke-opacity="0.25" stroke-width="4"/>` +
      `<rect x="0" y="2087" width="${COVER_WIDTH}" height="${COVER_HEIGHT - 2087}" fill="#000000" fill-opacity="0.22"/>`,
    foreground:
      `<rect x="130" y="${barY}" width="170" height="18" fill="${palette.accentHex}"/>` +
      titleType.svg +
      authorType.svg +
      `<rect x="${COVER_WIDTH - 130 - 60}" y="2157" width="60" height="60" fill="${palette.accentHex}"/>`,
    title: titleType.svg,
    titleBox: titleType.box,
  };
};
