import { createAiEngine } from '../src/server/ai/index.js';
import { generateContentInput } from '../src/shared/schemas/content.js';
import { generateProductIdeasInput } from '../src/shared/schemas/idea.js';
import { generateNichesInput } from '../src/shared/schemas/niche.js';
import { generateTitlesInput } from '../src/shared/schemas/title.js';
import { median, ms, percentile } from './stats.js';

const RUNS = 50;

/** Time per call of each task of the built-in offline generator, varied inputs, in this process. */
export async function benchOfflineGenerator(): Promise<void> {
  const engine = createAiEngine({ config: { provider: 'offline', model: 'infoforge-offline' } });
  const audience = (i: number) => `busy first-time parents in city ${i}`;
  const tasks: [string, (i: number) => Promise<unknown>][] = [
    [
      'niches',
      (i) =>
        engine.generateNiches(
          generateNichesInput.parse({ targetAudience: audience(i), interests: 'meal prep', budgetRange: '$500' }),
        ),
    ],
    [
      'product ideas',
      (i) =>
        engine.generateProductIdeas(
          generateProductIdeasInput.parse({ productType: 'ebook', niche: `Meal prep for ${audience(i)}` }),
        ),
    ],
    [
      'titles',
      (i) =>
        engine.generateTitles(
          generateTitlesInput.parse({ tone: 'friendly', productConcept: `A meal prep system for ${audience(i)}` }),
        ),
    ],
    [
      'content (streamed to the end)',
      async (i) => {
        const stream = await engine.streamContent(
          generateContentInput.parse({
            title: 'Prep Once, Eat All Week',
            sectionName: `Chapter ${(i % 10) + 1}: The Sunday Session`,
            outline: '- Plan three recipes\n- Shop once\n- Batch-cook in ninety minutes\n- Store and label',
            contentType: 'howto',
          }),
        );
        for await (const chunk of stream.textStream) void chunk;
        return stream.finished;
      },
    ],
  ];
  console.log(`\nOffline generator, ${RUNS} calls per task (after one warm-up)`);
  console.log('task                            median      p95       max');
  for (const [name, run] of tasks) {
    await run(-1);
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await run(i);
      samples.push(performance.now() - started);
    }
    console.log(
      `${name.padEnd(30)} ${ms(median(samples)).padStart(9)} ${ms(percentile(samples, 95)).padStart(9)} ${ms(Math.max(...samples)).padStart(9)}`,
    );
  }
}
