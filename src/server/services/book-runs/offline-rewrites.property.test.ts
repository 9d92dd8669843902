import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GOLDEN_BOOKS, type GoldenBook } from '../../../../tests/support/offline/golden-books.js';
import { chapterInPlan, type ContentRequest } from '../../ai/book-context/chapter-context.js';
import { summarizeChapter } from '../../ai/book-context/summarize-chapter.js';
import { createOfflineEngine } from '../../ai/offline/offline-engine.js';
import { generateContentInput } from '../../../shared/schemas/content.js';
import { mostSharedWith, sentencesOf } from './shared-sentences.js';

const engine = createOfflineEngine();

async function write(request: ContentRequest): Promise<string> {
  let markdown = '';
  for await (const chunk of (await engine.streamContent(request)).textStream) markdown += chunk;
  return markdown;
}

/** The share of `text`'s sentences that `other` holds too, as a book run measures a rewrite against its versions. */
const shareWith = (text: string, other: string) =>
  mostSharedWith(sentencesOf(text), [{ name: 'other', sentences: sentencesOf(other) }])?.share ?? 0;

/** Chapter `index` of `book` as a run writes it, the earlier chapters written first, then its first `rewrites`. */
async function chapterVersions(book: GoldenBook, index: number, rewrites: number): Promise<string[]> {
  const earlier: { title: string; summary: string }[] = [];
  const request = (number: number) =>
    generateContentInput.parse({
      title: book.title,
      sectionName: `Chapter ${number + 1}`,
      contentType: book.contentType,
      productType: book.productType,
      ideaContext: { concept: book.concept, targetAudience: book.targetAudience },
    });
  for (let number = 0; number < index; number++) {
    const context = chapterInPlan(book, number, earlier);
    earlier.push({
      title: context.title,
      summary: summarizeChapter(await write({ ...request(number), chapter: context })),
    });
  }
  const chapter = { ...request(index), chapter: chapterInPlan(book, index, earlier) };
  const versions = [await write(chapter)];
  for (let variant = 1; variant <= rewrites; variant++) versions.push(await write({ ...chapter, variant }));
  return versions;
}

describe('the built-in writer rewriting a chapter', () => {
  it('gives rewrites 1, 2 and 3 each under half the sentences of the version before and the one before that', async () => {
    const books = fc.constantFrom(...GOLDEN_BOOKS);
    await fc.assert(
      fc.asyncProperty(
        books.chain((book) => fc.tuple(fc.constant(book), fc.nat(book.chapters.length - 1))),
        async ([book, index]) => {
          const versions = await chapterVersions(book, index, 3);
          for (let rewrite = 1; rewrite <= 3; rewrite++) {
            const text = versions[rewrite]!;
            expect(shareWith(text, versions[rewrite - 1]!)).toBeLessThan(0.5);
            if (rewrite >= 2) expect(shareWith(text, versions[rewrite - 2]!)).toBeLessThan(0.5);
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
