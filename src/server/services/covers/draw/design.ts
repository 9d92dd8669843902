import type { Box, Frame } from './canvas.js';
import { fitText, type TextBlock } from './fit-text.js';
import type { FontFace } from './fonts.js';
import type { Palette } from './palette.js';
import { splitTitle } from '../../../../shared/title-parts.js';
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
  /** The canvas the cover is laid out on: the 2:3 cover, the ebook's, a banner, a square, a printed front. */
  frame: Frame;
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

const fitInBox = (text: string, spec: TypeSpec) =>
  fitText(text, { ...spec, width: spec.box.width, height: spec.box.height });

function drawBlock(block: TextBlock, top: number, spec: TypeSpec): SetType {
  const x = anchorX(spec.box, spec.anchor);
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

/** A type spec written on the design grid, placed on the frame: its box moved and sized, its sizes scaled. */
export function onFrame<Spec extends TypeSpec>(frame: Frame, spec: Spec): Spec {
  return { ...spec, box: frame.box(spec.box), maxSize: frame.type(spec.maxSize), minSize: frame.type(spec.minSize) };
}

/** Fits `text` into the box of `spec` and draws it there. */
export function setType(text: string, spec: TypeSpec): SetType {
  const block = fitInBox(text, spec);
  return drawBlock(block, blockTop(block, spec.box, spec.align), spec);
}

/** The subtitle's largest size as a share of the main title's, so it always reads as the smaller line. */
const SUBTITLE_SCALE = 0.42;
/** The room the subtitle may take at most, as a share of the title's box. */
const SUBTITLE_SHARE = 0.32;

/**
 * Sets a title in the box of `spec`: 'Main: Subtitle' as the main title with the subtitle under it, visibly smaller
 * (at most 0.42 of the main size), both fitted into the box together; any other title as `setType` does.
 */
export function setTitle(title: string, spec: TypeSpec & { subtitleFill?: string }): SetType {
  const { main, subtitle } = splitTitle(title);
  if (!subtitle) return setType(main, spec);
  const subtitleSpec = (maxSize: number, height: number): TypeSpec => ({
    ...spec,
    maxSize,
    minSize: Math.min(spec.minSize, maxSize) * 0.7,
    lineHeight: Math.max(spec.lineHeight, 1.15),
    box: { ...spec.box, height },
    fill: spec.subtitleFill ?? spec.fill,
  });
  const firstSubtitle = fitInBox(
    subtitle,
    subtitleSpec(spec.maxSize * SUBTITLE_SCALE, spec.box.height * SUBTITLE_SHARE),
  );
  const gapFor = (size: number) => size * 0.8;
  const mainHeight = spec.box.height - firstSubtitle.height - gapFor(firstSubtitle.size);
  const mainBlock = fitInBox(main, { ...spec, box: { ...spec.box, height: mainHeight } });
  const subtitleBlock =
    firstSubtitle.size <= mainBlock.size * SUBTITLE_SCALE
      ? firstSubtitle
      : fitInBox(subtitle, subtitleSpec(mainBlock.size * SUBTITLE_SCALE, firstSubtitle.height));
  const gap = gapFor(subtitleBlock.size);
  const whole = { ...mainBlock, height: mainBlock.height + gap + subtitleBlock.height };
  const top = blockTop(whole, spec.box, spec.align);
  const mainType = drawBlock(mainBlock, top, spec);
  const { lineFill: _mainOnly, ...subtitleLook } = subtitleSpec(subtitleBlock.size, subtitleBlock.height);
  const subtitleType = drawBlock(subtitleBlock, top + mainBlock.height + gap, subtitleLook);
  const left = Math.min(mainType.box.x, subtitleType.box.x);
  const right = Math.max(mainType.box.x + mainType.box.width, subtitleType.box.x + subtitleType.box.width);
  return {
    svg: mainType.svg + subtitleType.svg,
    box: { x: left, y: top, width: right - left, height: whole.height },
    lines: mainType.lines + subtitleType.lines,
  };
}

/** A small deterministic sequence in [0, 1) from a seed, for ornaments that vary between titles. */
export function randomSequence(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
