import type { Box } from './canvas.js';
import { fitText } from './fit-text.js';
import type { FontFace } from './fonts.js';
import type { Palette } from './palette.js';
import { anchorX, blockBox, blockTop, textElement, type Anchor, type VerticalAlign } from './svg.js';

/** What a cover shows. */
export interface CoverScene {
  title: string;
  author: string;
  palette: Palette;
  /** Drawn from the title: varies the ornaments of one style between covers, the same for the same title. */
  seed: number;
  /** The background is art under a dark scrim: type that would be dark goes light. */
  onArt: boolean;
}

/** A style's drawing: the background (replaced by model-drawn art when there is some) and what lies over it. */
export interface CoverLayers {
  fonts: FontFace[];
  background: string;
  foreground: string;
  /** The title alone, as drawn in the foreground (tests measure it). */
  title: string;
  titleBox: Box;
}

export type CoverDesign = (scene: CoverScene) => CoverLayers;

export interface TypeSpec {
  font: FontFace;
  box: Box;
  maxSize: number;
  minSize: number;
  lineHeight: number;
  tracking?: number;
  uppercase?: boolean;
  anchor: Anchor;
  align: VerticalAlign;
  fill: string;
  attributes?: string;
  lineFill?: (index: number, count: number) => string | undefined;
}

export interface SetType {
  svg: string;
  box: Box;
  lines: number;
}

/** Fits `text` into the spec's box and draws it there. */
export function setType(text: string, spec: TypeSpec): SetType {
  const block = fitText(text, { ...spec, width: spec.box.width, height: spec.box.height });
  const x = anchorX(spec.box, spec.anchor);
  const top = blockTop(block, spec.box, spec.align);
  const lineFill = spec.lineFill;
  const svg = textElement({
    font: spec.font,
    block,
    x,
    top,
    anchor: spec.anchor,
    fill: spec.fill,
    ...(spec.attributes ? { attributes: spec.attributes } : {}),
    ...(lineFill ? { lineFill: (index: number) => lineFill(index, block.lines.length) } : {}),
  });
  return { svg, box: blockBox(block, x, top, spec.anchor), lines: block.lines.length };
}

/** A small deterministic sequence in [0, 1) from a seed, for ornaments that vary between titles. */
export function randomSequence(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
