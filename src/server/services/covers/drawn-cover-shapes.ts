import { createHash } from 'node:crypto';
import type { ShapedCover } from './draw/cover-shapes.js';

/** How many drawn shapes are kept: a few books' three shapes, at most a few MB. */
const KEPT = 24;

const drawn = new Map<string, Promise<ShapedCover>>();

/**
 * The shape drawn for this exact design, drawn by `draw` the first time and kept, the least recently asked for
 * dropped past KEPT. `design` names everything the drawing depends on: a changed design draws again.
 */
export function drawnCoverShape(design: unknown, draw: () => Promise<ShapedCover>): Promise<ShapedCover> {
  const key = createHash('sha256').update(JSON.stringify(design)).digest('base64');
  const kept = drawn.get(key);
  drawn.delete(key);
  const shaped = kept ?? draw();
  drawn.set(key, shaped);
  shaped.catch(() => drawn.delete(key));
  for (const oldest of drawn.keys()) {
    if (drawn.size <= KEPT) break;
    drawn.delete(oldest);
  }
  return shaped;
}
