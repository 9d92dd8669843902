import type { Box } from './canvas.js';
import { faceOf, type FontFace } from './fonts.js';
import type { TextBlock } from './fit-text.js';
import { escapeXml } from '../../../../shared/escape-xml.js';

export type Anchor = 'start' | 'middle' | 'end';
export type VerticalAlign = 'top' | 'middle' | 'bottom';

/** The top of a block placed in a box. */
export function blockTop(block: TextBlock, box: Box, align: VerticalAlign): number {
  if (align === 'top') return box.y;
  if (align === 'bottom') return box.y + box.height - block.height;
  return box.y + (box.height - block.height) / 2;
}

/** The x a line is drawn from, for the anchor, in a box. */
export function anchorX(box: Box, anchor: Anchor): number {
  if (anchor === 'start') return box.x;
  if (anchor === 'end') return box.x + box.width;
  return box.x + box.width / 2;
}

export interface TextPlacement {
  font: FontFace;
  block: TextBlock;
  x: number;
  top: number;
  anchor: Anchor;
  fill: string;
  /** More attributes for the text element (opacity, transform…). */
  attributes?: string;
  /** Per-line fill, overriding `fill` (e.g. the last line in the accent colour). */
  lineFill?: (index: number) => string | undefined;
}

const fontAttributes = (font: FontFace) =>
  `font-family="${font.family}" font-weight="${font.weight}" font-style="${font.italic ? 'italic' : 'normal'}"`;

/** A line's text, with each run of emoji in a span of the emoji face. */
function lineContent(line: string, font: FontFace): string {
  const runs: Array<{ face: FontFace; text: string }> = [];
  for (const character of line) {
    const face = faceOf(font, character);
    const last = runs.at(-1);
    if (last?.face === face) last.text += character;
    else runs.push({ face, text: character });
  }
  return runs
    .map(({ face, text }) =>
      face === font ? escapeXml(text) : `<tspan ${fontAttributes(face)}>${escapeXml(text)}</tspan>`,
    )
    .join('');
}

/** One `<text>` with a `<tspan>` per line, set in the face the block was measured with. */
export function textElement(placement: TextPlacement): string {
  const { font, block, x, top, anchor, fill } = placement;
  const spans = block.lines
    .map((line, index) => {
      const y = top + block.firstBaseline + index * block.lineAdvance;
      const lineFill = placement.lineFill?.(index);
      const content = lineContent(line, font);
      return `<tspan x="${round(x)}" y="${round(y)}"${lineFill ? ` fill="${lineFill}"` : ''}>${content}</tspan>`;
    })
    .join('');
  const spacing = block.letterSpacing ? ` letter-spacing="${round(block.letterSpacing)}"` : '';
  return (
    `<text ${fontAttributes(font)} ` +
    `font-size="${round(block.size)}"${spacing} text-anchor="${anchor}" fill="${fill}" ${placement.attributes ?? ''}>` +
    `${spans}</text>`
  );
}

/** The box a placed block covers. */
export function blockBox(block: TextBlock, x: number, top: number, anchor: Anchor): Box {
  const width = Math.max(...block.widths);
  const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
  return { x: left, y: top, width, height: block.height };
}

export function linearGradient(
  id: string,
  stops: string[],
  direction: [number, number, number, number] = [0, 0, 0, 1],
) {
  const [x1, y1, x2, y2] = direction;
  const stopElements = stops
    .map(
      (color, index) => `<stop offset="${stops.length === 1 ? 0 : index / (stops.length - 1)}" stop-color="${color}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopElements}</linearGradient>`;
}

/** A soft glow: the colour fading out from the centre. */
export function radialGlow(id: string, color: string, opacity: number) {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  );
}

export const round = (value: number) => Math.round(value * 10) / 10;
