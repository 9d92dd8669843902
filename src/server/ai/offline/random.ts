import { createHash } from 'node:crypto';

/** A deterministic random source: the same seed text always gives the same sequence. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
}

/**
 * Seeds a xorshift128 generator from the SHA-256 of the seed text. `turn` moves every integer drawn that many places
 * on within its range (wrapping round): the same draws as turn 0, each landing elsewhere, so turns one apart pick
 * differently from every list of two or more, and turns two apart from every list of three or more.
 */
export function createRandom(seedText: string, turn = 0): Random {
  const digest = createHash('sha256').update(seedText).digest();
  const state = [0, 4, 8, 12].map((offset) => digest.readUInt32LE(offset) || 0x9e3779b9);

  const nextUint32 = (): number => {
    const [x = 0, y = 0, z = 0, w = 0] = state;
    let t = x ^ (x << 11);
    t ^= t >>> 8;
    const next = (w ^ (w >>> 19) ^ t) >>> 0;
    state[0] = y;
    state[1] = z;
    state[2] = w;
    state[3] = next;
    return next;
  };

  const next = () => nextUint32() / 0x1_0000_0000;
  const int = (min: number, max: number) => {
    const size = max - min + 1;
    return min + ((Math.floor(next() * size) + turn) % size);
  };
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[int(0, items.length - 1)]!;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return { next, int, pick, shuffle, sample: (items, count) => shuffle(items).slice(0, count) };
}
