import { COVER_HEIGHT, COVER_WIDTH } from '../canvas.js';
import { toHex, withLightness } from '../color.js';
import { setTitle, setType, type CoverDesign, type TypeSpec } from '../design.js';
import { FONTS } from '../fonts.js';
import { linearGradient, radialGlow } from '../svg.js';

const HORIZON = 1560;
const DEPTH = 16;

/** A perspective floor: lines running to the vanishing point and rungs closing in toward the horizon. */
function floorGrid(color: string): string {
  const vanish = COVER_WIDTH / 2;
  const rays = Array.from({ length: 17 }, (_, i) => {
    const x = -1600 + i * 300;
    return `<line x1="${vanish}" y1="${HORIZON}" x2="${x}" y2="${COVER_HEIGHT}"/>`;
  }).join('');
  const rungs = Array.from({ length: 9 }, (_, i) => {
    const y = Math.round(HORIZON + (COVER_HEIGHT - HORIZON) * ((i + 1) / 9) ** 2);
    return `<line x1="0" y1="${y}" x2="${COVER_WIDTH}" y2="${y}"/>`;
  }).join('');
  return `<g stroke="${color}" stroke-opacity="0.55" stroke-width="3">${rays}${rungs}</g>`;
}

/** 3D: extruded block letters standing over a glowing perspective floor. */
export const threeD: CoverDesign = ({ title, author, palette }) => {
  const sky = [toHex(withLightness(palette.primary, 12)), toHex(withLightness(palette.secondary, 30))];
  const side = toHex(withLightness(palette.accent, 30));
  const spec: TypeSpec = {
    font: FONTS.oswaldBold,
    box: { x: 150, y: 380, width: 1300 - DEPTH * 3, height: 1020 },
    maxSize: 420,
    minSize: 44,
    lineHeight: 1.0,
    uppercase: true,
    anchor: 'middle',
    align: 'middle',
    fill: side,
  };
  const sideFaces = setTitle(title, spec).svg;
  const extrusion = Array.from({ length: DEPTH }, (_, i) => {
    const step = DEPTH - i;
    return `<g transform="translate(${step * 3} ${step * 3})">${sideFaces}</g>`;
  }).join('');
  const faceFill = `<defs>${linearGradient('face', ['#ffffff', toHex(withLightness(palette.accent, 80))])}</defs>`;
  const face = setTitle(title, { ...spec, fill: 'url(#face)' });
  const authorType = setType(author, {
    font: FONTS.oswaldLight,
    box: { x: 200, y: 2147, width: 1200, height: 120 },
    maxSize: 58,
    minSize: 30,
    lineHeight: 1.2,
    tracking: 0.3,
    uppercase: true,
    anchor: 'middle',
    align: 'middle',
    fill: '#ffffff',
  });
  return {
    fonts: [FONTS.oswaldBold, FONTS.oswaldLight],
    background:
      `<defs>${linearGradient('sky', sky)}${radialGlow('horizon', palette.accentHex, 0.7)}</defs>` +
      `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#sky)"/>` +
      `<rect y="${HORIZON}" width="${COVER_WIDTH}" height="${COVER_HEIGHT - HORIZON}" fill="#000000" fill-opacity="0.35"/>` +
      `<ellipse cx="${COVER_WIDTH / 2}" cy="${HORIZON}" rx="1000" ry="260" fill="url(#horizon)"/>` +
      floorGrid(palette.accentHex),
    foreground: extrusion + faceFill + face.svg + authorType.svg,
    title: faceFill + face.svg,
    titleBox: face.box,
  };
};
