/**
 * The seed of a randomised test: TEST_SEED when set (to repeat a run), else a new one. It is printed, so a failure
 * can be run again with the same inputs.
 */
export function testSeed(testName: string): number {
  const seed = process.env.TEST_SEED ? Number(process.env.TEST_SEED) : Math.floor(Math.random() * 2 ** 31);
  console.log(`${testName}: seed ${seed} (TEST_SEED=${seed} repeats it)`);
  return seed;
}
