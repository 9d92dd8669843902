import type { Frame } from '../canvas.js';
import { toHex, withLightness } from '../color.js';
import { onFrame, setTitle, setType, type CoverDesign } from '../design.js';
import { FONTS } from '../fonts.js';
import { linearGradient, radialGlow } from '../svg.js';

const HORIZON = 1560;
const DEPTH = 16;

/** A perspective floor: lines running to the vanishing point and rungs closing in toward the horizon. */
function floorGrid(frame: Frame, color: string): string {
  const { width, height } = frame;
  const horizon = frame.y(HORIZON);
  const vanish = width / 2;
  const rays = Array.from({ length: 17 }, (_, i) => {
    const x = frame.x(-1600 + i * 300);
    return `<line x1="${vanish}" y1="${horizon}" x2="${x}" y2="${height}"/>`;
  }).join('');
  const rungs = Array.from({ length: 9 }, (_, i) => {
    const y = Math.round(horizon + (height - horizon) * ((i + 1) / 9) ** 2);
    return `<line x1="0" y1="${y}" x2="${width}" y2="${y}"/>`;
  }).join('');
  return `<g stroke="${color}" stroke-opacity="0.55" stroke-width="3">${rays}${rungs}</g>`;
}

/** 3D: extruded block letters standing over a glowing perspective floor. */
export const threeD: CoverDesign = ({ title, author, palette, frame }) => {
  const sky = [toHex(withLightness(palette.primary, 12)), toHex(withLightness(palette.secondary, 30))];
  const side = toHex(withLightness(palette.accent, 30));
  const spec = onFrame(frame, {
    font: FONTS.oswaldBold,
    box: { x: 150, y: 380, width: 1300 - DEPTH * 3, height: 1020 },
    maxSize: 420,
    minSize: 44,
    lineHeight: 1.0,
    uppercase: true,
    anchor: 'middle',
    align: 'middle',
    fill: side,
  } as const);
  const step = frame.length(3);
  const sideFaces = setTitle(title, spec).svg;
  const extrusion = Array.from({ length: DEPTH }, (_, i) => {
    const offset = (DEPTH - i) * step;
    return `<g transform="translate(${offset} ${offset})">${sideFaces}</g>`;
  }).join('');
  const faceFill = `<defs>${linearGradient('face', ['#ffffff', toHex(withLightness(palette.accent, 80))])}</defs>`;
  const face = setTitle(title, { ...spec, fill: 'url(#face)' });
  const authorType = setType(
    author,
    onFrame(frame, {
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
    }),
  );
  const horizon = frame.y(HORIZON);
  return {
    fonts: [FONTS.oswaldBold, FONTS.oswaldLight],
    background:
      `<defs>${linearGradient('sky', sky)}${radialGlow('horizon', palette.accentHex, 0.7)}</defs>` +
      `<rect width="${frame.width}" height="${frame.height}" fill="url(#sky)"/>` +
      `<rect y="${horizon}" width="${frame.width}" height="${frame.height - horizon}" fill="#000000" fill-opacity="0.35"/>` +
      `<ellipse cx="${frame.width / 2}" cy="${horizon}" rx="${frame.x(1000)}" ry="${frame.y(260)}" fill="url(#horizon)"/>` +
      floorGrid(frame, palette.accentHex),
    foreground: extrusion + faceFill + face.svg + authorType.svg,
    title: faceFill + face.svg,
    titleBox: face.box,
  };
};
