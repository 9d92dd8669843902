import { COVER_HEIGHT, COVER_WIDTH } from '../canvas.js';
import { toHex, withLightness } from '../color.js';
import { setTitle, setType, type CoverDesign } from '../design.js';
import { FONTS } from '../fonts.js';

const BAND_TOP = 1850;

/** Bold: a near-black field, a towering condensed title whose last line burns in the accent, an accent band. */
export const bold: CoverDesign = ({ title, author, palette }) => {
  const field = toHex(withLightness(palette.primary, 8));
  const titleType = setTitle(title, {
    font: FONTS.bebas,
    box: { x: 120, y: 280, width: 1360, height: 1430 },
    maxSize: 640,
    minSize: 60,
    lineHeight: 0.9,
    uppercase: true,
    anchor: 'start',
    align: 'bottom',
    fill: '#ffffff',
    lineFill: (index, count) => (count > 1 && index === count - 1 ? palette.accentHex : undefined),
  });
  const authorType = setType(author, {
    font: FONTS.oswaldBold,
    box: { x: 120, y: BAND_TOP + 150, width: 1360, height: 200 },
    maxSize: 90,
    minSize: 36,
    lineHeight: 1.1,
    tracking: 0.06,
    uppercase: true,
    anchor: 'start',
    align: 'middle',
    fill: field,
  });
  const stripes = Array.from({ length: 9 }, (_, i) => {
    const x = 1020 + i * 70;
    return `<polygon points="${x},${BAND_TOP} ${x + 34},${BAND_TOP} ${x - 46},${BAND_TOP + 110} ${x - 80},${BAND_TOP + 110}" fill="${field}" fill-opacity="0.85"/>`;
  }).join('');
  return {
    fonts: [FONTS.bebas, FONTS.oswaldBold],
    background: `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${field}"/>`,
    foreground:
      `<rect y="${BAND_TOP}" width="${COVER_WIDTH}" height="${COVER_HEIGHT - BAND_TOP}" fill="${palette.accentHex}"/>` +
      `<rect x="120" y="150" width="260" height="22" fill="${palette.accentHex}"/>` +
      titleType.svg +
      stripes +
      authorType.svg,
    title: titleType.svg,
    titleBox: titleType.box,
  };
};
