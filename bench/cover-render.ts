import { COVER_STYLES } from '../src/shared/catalog.js';
import { renderCover } from '../src/server/services/covers/draw/render-cover.js';
import { median, ms, percentile } from './stats.js';

const RUNS = 20;
const TARGET_MS = 300;
const TITLES = ['Zen', 'Prep Once, Eat All Week', 'The Complete Beginner Guide to Sourdough Baking for Busy Families'];

/** Time to draw and encode one 1600×2133 PNG cover offline, the styles and title lengths taken in turn. */
export async function benchCoverRender(): Promise<void> {
  const cover = (i: number) => ({
    title: TITLES[i % TITLES.length]!,
    author: 'Jordan Avery',
    style: COVER_STYLES[i % COVER_STYLES.length]!,
    colorScheme: i % 2 ? 'dark green and gold' : 'blue and purple gradients',
  });
  for (const [i] of COVER_STYLES.entries()) await renderCover(cover(i));
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await renderCover(cover(i));
    samples.push(performance.now() - started);
  }
  const mid = median(samples);
  console.log(`\nCover render (offline, 1600×2133 PNG), ${RUNS} renders across the nine styles (after a warm-up)`);
  console.log('median      p95       max       target');
  console.log(
    `${ms(mid).padStart(9)} ${ms(percentile(samples, 95)).padStart(9)} ${ms(Math.max(...samples)).padStart(9)}   < ${TARGET_MS} ms ${mid < TARGET_MS ? 'met' : 'MISSED'}`,
  );
}
