import { createAnswerCleaner } from '../src/server/ai/providers/answer-cleanup/answer-cleaner.js';
import { unusableAnswer } from '../src/server/ai/providers/answer-cleanup/unusable-answer.js';
import { createAiEngine } from '../src/server/ai/index.js';
import { mostSharedWith, sentencesOf, type PartSentences } from '../src/server/services/book-runs/shared-sentences.js';
import { countWords } from '../src/shared/count-words.js';
import { generateContentInput } from '../src/shared/schemas/content.js';
import { median, ms, percentile } from './stats.js';

const CHAPTERS = 30;

/** The 30 chapters of a book as the built-in writer writes them. */
async function offlineChapters(): Promise<string[]> {
  const engine = createAiEngine({ config: { provider: 'offline', model: 'infoforge-offline' } });
  const chapters: string[] = [];
  for (let number = 1; number <= CHAPTERS; number++) {
    const stream = await engine.streamContent(
      generateContentInput.parse({
        title: 'Prep Once, Eat All Week',
        sectionName: `Chapter ${number}: Sunday Session ${number}`,
        contentType: 'howto',
      }),
    );
    for await (const chunk of stream.textStream) void chunk;
    chapters.push((await stream.finished).text);
  }
  return chapters;
}

/** The clean-up and checks a provider's part goes through, the answer streamed in word-sized pieces. */
function checkPart(answer: string, name: string, earlier: { name: string; sentences: PartSentences }[]) {
  const cleaner = createAnswerCleaner([name]);
  let text = '';
  for (const piece of answer.match(/\s*\S+\s*/g) ?? []) text += cleaner.push(piece);
  text += cleaner.end();
  const sentences = sentencesOf(text);
  return {
    unusable: unusableAnswer(text),
    words: countWords(text),
    shared: mostSharedWith(sentences, earlier),
    sentences,
  };
}

/**
 * What the clean-up and checks add to each part of a 30-chapter book (docs/decisions/0053-provider-answer-hygiene.md):
 * the built-in writer's chapters as they are, and as a chatty provider would wrap them.
 */
export async function benchPartChecks(): Promise<void> {
  const chapters = await offlineChapters();
  const books: [string, string[]][] = [
    ['offline chapters', chapters],
    [
      'chatty provider',
      chapters.map(
        (text) =>
          `Sure! Here's the next chapter of your book:\n\n\`\`\`markdown\n${text}\n\`\`\`\n\nLet me know if you'd like any changes!`,
      ),
    ],
  ];
  console.log(`\nClean-up and checks per part, ${CHAPTERS}-chapter book (each part against every earlier one)`);
  console.log('book                    median      p95       max');
  for (const [name, answers] of books) {
    const samples: number[] = [];
    for (let round = 0; round < 3; round++) {
      const earlier: { name: string; sentences: PartSentences }[] = [];
      for (const [index, answer] of answers.entries()) {
        const started = performance.now();
        const checked = checkPart(answer, `Chapter ${index + 1}`, earlier);
        if (round > 0) samples.push(performance.now() - started);
        earlier.push({ name: `Chapter ${index + 1}`, sentences: checked.sentences });
      }
    }
    console.log(
      `${name.padEnd(22)} ${ms(median(samples)).padStart(9)} ${ms(percentile(samples, 95)).padStart(9)} ${ms(Math.max(...samples)).padStart(9)}`,
    );
  }
}
