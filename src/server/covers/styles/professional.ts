import { COVER_HEIGHT, COVER_WIDTH } from '../canvas.js';
import { setTitle, setType, type CoverDesign } from '../design.js';
import { FONTS } from '../fonts.js';
import { linearGradient, radialGlow } from '../svg.js';

/** A publisher's non-fiction cover: deep gradient, inset frame, serif title between two rules, spaced author. */
export const professional: CoverDesign = ({ title, author, palette }) => {
  const titleType = setTitle(title, {
    font: FONTS.playfairBold,
    box: { x: 230, y: 520, width: 1140, height: 1200 },
    maxSize: 300,
    minSize: 40,
    lineHeight: 1.12,
    anchor: 'middle',
    align: 'middle',
    fill: palette.ink,
  });
  const authorType = setType(author, {
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
  });
  const center = COVER_WIDTH / 2;
  const ruleAbove = titleType.box.y - 90;
  const ruleBelow = titleType.box.y + titleType.box.height + 90;
  return {
    fonts: [FONTS.playfairBold, FONTS.montserratSemiBold],
    background:
      `<defs>${linearGradient('bg', palette.background)}${radialGlow('glow', '#ffffff', 0.16)}</defs>` +
      `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>` +
      `<ellipse cx="${COVER_WIDTH * 0.25}" cy="${COVER_HEIGHT * 0.18}" rx="1100" ry="900" fill="url(#glow)"/>`,
    foreground:
      `<rect x="64" y="64" width="${COVER_WIDTH - 128}" height="${COVER_HEIGHT - 128}" fill="none" ` +
      `stroke="${palette.accentHex}" stroke-opacity="0.7" stroke-width="3"/>` +
      `<rect x="${center - 110}" y="${ruleAbove}" width="220" height="6" fill="${palette.accentHex}"/>` +
      titleType.svg +
      `<rect x="${center - 110}" y="${ruleBelow}" width="220" height="6" fill="${palette.accentHex}"/>` +
      `<line x1="${center - 260}" y1="2007" x2="${center + 260}" y2="2007" stroke="${palette.softInk}" stroke-opacity="0.5" stroke-width="2"/>` +
      authorType.svg,
    title: titleType.svg,
    titleBox: titleType.box,
  };
};
