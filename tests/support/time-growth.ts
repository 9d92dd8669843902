/** The least of `runs` timings of `work`, in milliseconds: the run the machine disturbed least. */
function leastTime(work: () => unknown, runs: number): number {
  let least = Infinity;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    work();
    least = Math.min(least, performance.now() - started);
  }
  return least;
}

/**
 * How many times longer `handle` takes on `shape(large)` than on `shape(small)` (each the least of five runs, after
 * one to warm it up): about large / small where its time grows with the input, the square of that where it grows
 * with the input's square. `perKb` is the large input's time per 1,000 characters, in milliseconds.
 */
export function timeGrowth(
  handle: (text: string) => unknown,
  shape: (length: number) => string,
  { small, large }: { small: number; large: number },
): { ratio: number; perKb: number } {
  const [smallInput, largeInput] = [shape(small), shape(large)];
  handle(smallInput);
  const smallTime = leastTime(() => handle(smallInput), 5);
  const largeTime = leastTime(() => handle(largeInput), 5);
  // A floor of a tenth of a millisecond keeps a time too small to measure from making the ratio noise.
  return { ratio: largeTime / Math.max(smallTime, 0.1), perKb: (largeTime * 1000) / largeInput.length };
}

/** `unit` repeated to at least `length` characters. */
export const repeatedTo = (unit: string) => (length: number) => unit.repeat(Math.ceil(length / unit.length));
