import { onFrame, setTitle, setType, type CoverDesign } from '../design.js';
import { FONTS } from '../fonts.js';
import { linearGradient, radialGlow } from '../svg.js';

/** A publisher's non-fiction cover: deep gradient, inset frame, serif title between two rules, spaced author. */
export const professional: CoverDesign = ({ title, author, palette, frame }) => {
  const titleType = setTitle(
    title,
    onFrame(frame, {
      font: FONTS.playfairBold,
      box: { x: 230, y: 520, width: 1140, height: 1200 },
      maxSize: 300,
      minSize: 40,
      lineHeight: 1.12,
      anchor: 'middle',
      align: 'middle',
      fill: palette.ink,
    }),
  );
  const authorType = setType(
    author,
    onFrame(frame, {
      font: FONTS.montserratSemiBold,
      box: { x: 230, y: 2057, width: 1140, height: 150 },
      maxSize: 54,
      minSize: 30,
      lineHeight: 1.3,
      tracking: 0.28,
      uppercase: true,
      anchor: 'middle',
      align: 'middle',
      fill: palette.softInk,
    }),
  );
  const { width, height } = frame;
  const center = width / 2;
  const inset = frame.length(64);
  const rule = { width: frame.length(220), height: frame.length(6), gap: frame.y(90) };
  const ruleAbove = titleType.box.y - rule.gap;
  const ruleBelow = titleType.box.y + titleType.box.height + rule.gap;
  const hairline = { y: frame.y(2007), half: frame.x(260) };
  return {
    fonts: [FONTS.playfairBold, FONTS.montserratSemiBold],
    background:
      `<defs>${linearGradient('bg', palette.background)}${radialGlow('glow', '#ffffff', 0.16)}</defs>` +
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      `<ellipse cx="${width * 0.25}" cy="${height * 0.18}" rx="${frame.length(1100)}" ry="${frame.length(900)}" fill="url(#glow)"/>`,
    foreground:
      `<rect x="${inset}" y="${inset}" width="${width - 2 * inset}" height="${height - 2 * inset}" fill="none" ` +
      `stroke="${palette.accentHex}" stroke-opacity="0.7" stroke-width="3"/>` +
      `<rect x="${center - rule.width / 2}" y="${ruleAbove}" width="${rule.width}" height="${rule.height}" fill="${palette.accentHex}"/>` +
      titleType.svg +
      `<rect x="${center - rule.width / 2}" y="${ruleBelow}" width="${rule.width}" height="${rule.height}" fill="${palette.accentHex}"/>` +
      `<line x1="${center - hairline.half}" y1="${hairline.y}" x2="${center + hairline.half}" y2="${hairline.y}" stroke="${palette.softInk}" stroke-opacity="0.5" stroke-width="2"/>` +
      authorType.svg,
    title: titleType.svg,
    titleBox: titleType.box,
  };
};
