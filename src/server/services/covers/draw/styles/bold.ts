import { toHex, withLightness } from '../color.js';
import { onFrame, setTitle, setType, type CoverDesign } from '../design.js';
import { FONTS } from '../fonts.js';

const BAND_TOP = 1850;

/** Bold: a near-black field, a towering condensed title whose last line burns in the accent, an accent band. */
export const bold: CoverDesign = ({ title, author, palette, frame }) => {
  const field = toHex(withLightness(palette.primary, 8));
  const titleType = setTitle(
    title,
    onFrame(frame, {
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
    }),
  );
  const authorType = setType(
    author,
    onFrame(frame, {
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
    }),
  );
  const bandTop = frame.y(BAND_TOP);
  const bandDepth = frame.y(110);
  const stripes = Array.from({ length: 9 }, (_, i) => {
    const x = frame.x(1020 + i * 70);
    const [wide, lean, back] = [frame.x(34), frame.x(46), frame.x(80)];
    return `<polygon points="${x},${bandTop} ${x + wide},${bandTop} ${x - lean},${bandTop + bandDepth} ${x - back},${bandTop + bandDepth}" fill="${field}" fill-opacity="0.85"/>`;
  }).join('');
  return {
    fonts: [FONTS.bebas, FONTS.oswaldBold],
    background: `<rect width="${frame.width}" height="${frame.height}" fill="${field}"/>`,
    foreground:
      `<rect y="${bandTop}" width="${frame.width}" height="${frame.height - bandTop}" fill="${palette.accentHex}"/>` +
      `<rect x="${frame.x(120)}" y="${frame.y(150)}" width="${frame.x(260)}" height="${frame.length(22)}" fill="${palette.accentHex}"/>` +
      titleType.svg +
      stripes +
      authorType.svg,
    title: titleType.svg,
    titleBox: titleType.box,
  };
};
