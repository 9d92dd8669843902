/**
 * The least of `runs` timings of `work`, in milliseconds of this process's CPU time: the run the machine disturbed
 * least. CPU time, not the clock's: a test file runs in a process of its own beside the other files', and a turn of
 * theirs on a core falls on the clock of whichever run it interrupts, most often the longer one.
 */
function leastTime(work: () => unknown, runs: number): number {
  let least = Infinity;
  for (let run = 0; run < runs; run += 1) {
    const started = process.cpuUsage();
    work();
    const { user, system } = process.cpuUsage(started);
    least = Math.min(least, (user + system) / 1000);
  }
  return least;
}

/**
 * How many times longer `handle` takes on `shape(large)` than on `shape(small)` (each the least of three runs, after
 * one to warm it up): about large / small where its time grows with the input, the square of that where it grows
 * with the input's square. Measured again, up to three times in all, while the ratio is `bound` or more, and the least
 * kept: a collection of a test worker's large heap can fall on every run of one size, but a time that grows with the
 * square of the input is over any bound below it on every try. `perKb` is the large input's CPU time per 1,000
 * characters, in milliseconds, on the try kept.
 */
export function timeGrowth(
  handle: (text: string) => unknown,
  shape: (length: number) => string,
  { small, large, bound }: { small: number; large: number; bound: number },
): { ratio: number; perKb: number } {
  const [smallInput, largeInput] = [shape(small), shape(large)];
  handle(smallInput);
  let least = { ratio: Infinity, perKb: Infinity };
  for (let tries = 0; tries < 3 && least.ratio >= bound; tries += 1) {
    const smallTime = leastTime(() => handle(smallInput), 3);
    const largeTime = leastTime(() => handle(largeInput), 3);
    // A floor of a tenth of a millisecond keeps a time too small to measure from making the ratio noise.
    const ratio = largeTime / Math.max(smallTime, 0.1);
    if (ratio < least.ratio) least = { ratio, perKb: (largeTime * 1000) / largeInput.length };
  }
  return least;
}

/** `unit` repeated to at least `length` characters. */
export const repeatedTo = (unit: string) => (length: number) => unit.repeat(Math.ceil(length / unit.length));
