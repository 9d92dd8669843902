import { COVER_HEIGHT, COVER_WIDTH } from '../canvas.js';
import { hsl, toHex } from '../color.js';
import { setTitle, setType, type CoverDesign } from '../design.js';
import { FONTS } from '../fonts.js';
import { linearGradient } from '../svg.js';

const diamond = (cx: number, cy: number, r: number, fill: string) =>
  `<polygon points="${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}" fill="${fill}"/>`;

/** A flourish: two hairlines meeting a diamond. */
const flourish = (cy: number, color: string) => {
  const cx = COVER_WIDTH / 2;
  return (
    `<line x1="${cx - 260}" y1="${cy}" x2="${cx - 34}" y2="${cy}" stroke="${color}" stroke-width="2"/>` +
    `<line x1="${cx + 34}" y1="${cy}" x2="${cx + 260}" y2="${cy}" stroke="${color}" stroke-width="2"/>` +
    diamond(cx, cy, 16, color) +
    diamond(cx - 290, cy, 6, color) +
    diamond(cx + 290, cy, 6, color)
  );
};

/** Elegant: a deep ground in a double gilt frame, an italic serif title between flourishes, a spaced serif author. */
export const elegant: CoverDesign = ({ title, author, palette }) => {
  // Gold leaf on a dark ground, whatever the scheme; on pale paper the accent reads better.
  const gilt = palette.tone === 'light' ? palette.accentHex : toHex(hsl(42, 62, 68));
  const titleType = setTitle(title, {
    font: FONTS.playfairItalic,
    box: { x: 270, y: 640, width: 1060, height: 1040 },
    maxSize: 280,
    minSize: 38,
    lineHeight: 1.16,
    anchor: 'middle',
    align: 'middle',
    fill: palette.ink,
  });
  const authorType = setType(author, {
    font: FONTS.garamondMedium,
    box: { x: 270, y: 2027, width: 1060, height: 150 },
    maxSize: 54,
    minSize: 30,
    lineHeight: 1.3,
    tracking: 0.3,
    uppercase: true,
    anchor: 'middle',
    align: 'middle',
    fill: gilt,
  });
  const corners = [
    [96, 96],
    [COVER_WIDTH - 96, 96],
    [96, COVER_HEIGHT - 96],
    [COVER_WIDTH - 96, COVER_HEIGHT - 96],
  ]
    .map(([x, y]) => diamond(x!, y!, 14, gilt))
    .join('');
  return {
    fonts: [FONTS.playfairItalic, FONTS.garamondMedium],
    background:
      `<defs>${linearGradient('bg', [palette.background[1], palette.background[0], palette.background[1]])}</defs>` +
      `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>`,
    foreground:
      `<rect x="70" y="70" width="${COVER_WIDTH - 140}" height="${COVER_HEIGHT - 140}" fill="none" stroke="${gilt}" stroke-width="5"/>` +
      `<rect x="96" y="96" width="${COVER_WIDTH - 192}" height="${COVER_HEIGHT - 192}" fill="none" stroke="${gilt}" stroke-width="1.5"/>` +
      corners +
      flourish(titleType.box.y - 110, gilt) +
      titleType.svg +
      flourish(titleType.box.y + titleType.box.height + 110, gilt) +
      authorType.svg,
    title: titleType.svg,
    titleBox: titleType.box,
  };
};
