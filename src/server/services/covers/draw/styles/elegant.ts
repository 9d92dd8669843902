import type { Frame } from '../canvas.js';
import { hsl, toHex } from '../color.js';
import { onFrame, setTitle, setType, type CoverDesign } from '../design.js';
import { FONTS } from '../fonts.js';
import { linearGradient } from '../svg.js';

const diamond = (cx: number, cy: number, r: number, fill: string) =>
  `<polygon points="${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}" fill="${fill}"/>`;

/** A flourish: two hairlines meeting a diamond. */
const flourish = (frame: Frame, cy: number, color: string) => {
  const cx = frame.width / 2;
  const [reach, gap, end] = [frame.x(260), frame.length(34), frame.x(290)];
  return (
    `<line x1="${cx - reach}" y1="${cy}" x2="${cx - gap}" y2="${cy}" stroke="${color}" stroke-width="2"/>` +
    `<line x1="${cx + gap}" y1="${cy}" x2="${cx + reach}" y2="${cy}" stroke="${color}" stroke-width="2"/>` +
    diamond(cx, cy, frame.length(16), color) +
    diamond(cx - end, cy, frame.length(6), color) +
    diamond(cx + end, cy, frame.length(6), color)
  );
};

/** Elegant: a deep ground in a double gilt frame, an italic serif title between flourishes, a spaced serif author. */
export const elegant: CoverDesign = ({ title, author, palette, frame }) => {
  // Gold leaf on a dark ground, whatever the scheme; on pale paper the accent reads better.
  const gilt = palette.tone === 'light' ? palette.accentHex : toHex(hsl(42, 62, 68));
  const titleType = setTitle(
    title,
    onFrame(frame, {
      font: FONTS.playfairItalic,
      box: { x: 270, y: 640, width: 1060, height: 1040 },
      maxSize: 280,
      minSize: 38,
      lineHeight: 1.16,
      anchor: 'middle',
      align: 'middle',
      fill: palette.ink,
    }),
  );
  const authorType = setType(
    author,
    onFrame(frame, {
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
    }),
  );
  const { width, height } = frame;
  const [outer, inner] = [frame.length(70), frame.length(96)];
  const corners = [
    [inner, inner],
    [width - inner, inner],
    [inner, height - inner],
    [width - inner, height - inner],
  ]
    .map(([x, y]) => diamond(x!, y!, frame.length(14), gilt))
    .join('');
  const flourishGap = frame.y(110);
  return {
    fonts: [FONTS.playfairItalic, FONTS.garamondMedium],
    background:
      `<defs>${linearGradient('bg', [palette.background[1], palette.background[0], palette.background[1]])}</defs>` +
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    foreground:
      `<rect x="${outer}" y="${outer}" width="${width - 2 * outer}" height="${height - 2 * outer}" fill="none" stroke="${gilt}" stroke-width="5"/>` +
      `<rect x="${inner}" y="${inner}" width="${width - 2 * inner}" height="${height - 2 * inner}" fill="none" stroke="${gilt}" stroke-width="1.5"/>` +
      corners +
      flourish(frame, titleType.box.y - flourishGap, gilt) +
      titleType.svg +
      flourish(frame, titleType.box.y + titleType.box.height + flourishGap, gilt) +
      authorType.svg,
    title: titleType.svg,
    titleBox: titleType.box,
  };
};
