import { countWords } from '../../../../shared/count-words.js';
import { describe, expect, it } from 'vitest';
import { countAsides } from '../../../../shared/markdown-asides.js';
import { generateContentInput } from '../../../../shared/schemas/content.js';
import type { ChapterContext } from '../../book-context/chapter-context.js';
import { summarizeChapter } from '../../book-context/summarize-chapter.js';
import { readerText, wrongReferences } from '../../../../../tests/support/offline/book-checks.js';
import { writeGoldenBook } from '../../../../../tests/support/offline/golden-books.js';
import { inQuotes } from './build-chapter.js';
import { createOfflineEngine } from '../offline-engine.js';
import { buildBookSection } from '../../../services/render/book-model.js';
import { inlineText } from '../../../services/render/inline-text.js';
import { writeInColumns } from '../../../services/render/write-in-columns.js';

const engine = createOfflineEngine();

const request = generateContentInput.parse({
  title: 'Sourdough for the Market Stall',
  sectionName: 'Chapter 3',
  contentType: 'howto',
  productType: 'ebook',
  ideaContext: {
    concept: 'An ebook on sourdough baking for home bakers who want to sell their bread at farmers markets.',
    targetAudience: 'home bakers who want to sell at farmers markets',
  },
});

const chapter: ChapterContext = {
  bookTitle: 'Sourdough for the Market Stall',
  number: 3,
  chapterCount: 12,
  title: 'Keeping Your Starter Strong',
  goal: 'Feed and store a starter so it is ready on every bake day',
  previousTitle: 'Flour, Water and Salt',
  nextTitle: 'Mixing and Folding the Dough',
  plan: [],
  earlier: [
    { title: 'Why Sourdough Sells at Markets', summary: 'Sourdough keeps well, which suits a market stall.' },
    { title: 'Flour, Water and Salt', summary: 'Weigh everything, every time.' },
  ],
};

async function write(context: ChapterContext | undefined, body: Partial<typeof request> = {}) {
  let text = '';
  const stream = await engine.streamContent({ ...request, ...body, ...(context ? { chapter: context } : {}) });
  for await (const chunk of stream.textStream) text += chunk;
  return text;
}

const headings = (markdown: string) => [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]);

describe('a chapter written for its place in the book', () => {
  it('is headed once by its own title, is about its title and goal, and names only the next chapter', async () => {
    const text = await write(chapter);
    const [title, ...subheadings] = headings(text);

    expect(text.startsWith('# Keeping Your Starter Strong\n\n')).toBe(true);
    expect(title).toBe('Keeping Your Starter Strong');
    expect(subheadings).not.toContain('Keeping Your Starter Strong');
    expect(subheadings.length).toBeGreaterThanOrEqual(4);
    expect(subheadings).toContain('How to feed and store a starter');
    expect(
      subheadings.filter((heading) => /keeping your starter strong|feed and store a starter/i.test(heading ?? '')),
    ).toHaveLength(subheadings.length);
    expect(text).toContain('feed and store a starter so it is ready on every bake day');
    expect(text).toContain('home bakers who want to sell at farmers markets');
    expect(text).toMatch(/“Mixing and Folding the Dough”/);
    expect(
      wrongReferences({ ...chapter, markdown: text }, [chapter.previousTitle ?? '', chapter.nextTitle ?? '']),
    ).toEqual([]);
    expect(text).not.toMatch(/Chapter \d|Next up: (?!“Mixing)/);
    expect(countWords(text)).toBeGreaterThanOrEqual(600);
    expect(countWords(text)).toBeLessThanOrEqual(1_500);
  });

  it("ends a workbook's chapter with exercises its files print to fill in: a rating, a plan, boxes to tick, questions", async () => {
    const text = await write(chapter, { productType: 'workbook' });
    const { blocks } = buildBookSection({ heading: chapter.title, markdown: text }, false);
    const tasks = blocks.flatMap((block) =>
      block.type === 'list' ? block.children.filter((item) => item.checked === false) : [],
    );
    const writeIn = blocks.flatMap((block) =>
      block.type === 'table' ? writeInColumns(block.children, block.children[0]!.children.length) : [],
    );
    const questions = blocks.flatMap((block) =>
      block.type === 'table' && block.children.length === 4 && block.children[0]!.children.length === 1
        ? [inlineText(block.children[0]!.children[0]!.children)]
        : [],
    );
    // Five levels to rate, three choices and three lines of progress; the plan's two columns to write in; two
    // questions, each heading three lines to write its answer on.
    expect(tasks).toHaveLength(11);
    expect(writeIn).toEqual([false, true, true, true, true]);
    expect(questions).toEqual([
      'What was harder than you expected when you set out to feed and store a starter?',
      'What will you do differently the next time you feed and store a starter?',
    ]);
    expect(headings(text)).toEqual(
      expect.arrayContaining(['Your Turn', 'Where You Stand on “Keeping Your Starter Strong”', 'Your Plan', 'Reflect']),
    );
    // Each asks about the chapter's own action; the closing words that lead on to the next come after them.
    expect(text.match(/feed and store a starter/g)!.length).toBeGreaterThanOrEqual(6);
    expect(text.lastIndexOf('“Mixing and Folding the Dough”')).toBeGreaterThan(text.indexOf('## Reflect'));
    expect(await write(chapter)).not.toContain('## Your Turn');
  });

  it('keeps what the author must add in author notes, and its reader text reads as finished', async () => {
    const text = await write(chapter);
    expect(countAsides(text, 'note')).toBeGreaterThanOrEqual(3);
    expect(readerText(text)).not.toMatch(/[[\]]|your notes|\{\w+\}/i);
    expect(countWords(readerText(text))).toBeGreaterThanOrEqual(450);
  });

  it('announces no next chapter at the end of the book', async () => {
    const text = await write({ ...chapter, number: 12, title: 'Growing Regular Customers', nextTitle: null });
    expect(text).not.toMatch(/\bnext (?:chapter|up)\b|comes next/i);
    // It closes as the last chapter, true whether or not a conclusion follows it.
    expect(text).toMatch(
      /last chapter of \*Sourdough for the Market Stall\*|chapters of \*Sourdough for the Market Stall\* end/,
    );
  });

  it('says no sentence an earlier chapter’s summary holds', async () => {
    const alone = await write({ ...chapter, earlier: [] });
    const summary = summarizeChapter(alone);
    expect(summary.length).toBeGreaterThan(20);
    const after = await write({ ...chapter, earlier: [{ title: 'An earlier chapter', summary }] });
    for (const sentence of summary.split(/(?<=\.)\s+/)) expect(after).not.toContain(sentence);
  });

  it('builds its headings from a title when the goal names no action', async () => {
    const text = await write({ ...chapter, goal: 'An overview of the tools' });
    expect(
      headings(text)
        .slice(1)
        .every((heading) => /keeping your starter strong/i.test(heading ?? '')),
    ).toBe(true);
  });

  it('writes a chapter that opens or closes the book for its place, naming the next chapter in quotes', async () => {
    const text = await write(
      { ...chapter, title: 'Introduction', number: 1, previousTitle: null, earlier: [] },
      {
        ideaContext: { ...request.ideaContext, modules: ['Module 1: Tools and Set-Up', 'Module 2: Other'] },
      },
    );
    expect(text.startsWith('# Introduction\n')).toBe(true);
    expect(text).toContain('Next up: “Mixing and Folding the Dough”.');
    expect(text).not.toMatch(/Tools and Set-Up/);
  });

  it('is the same for the same request, and without a chapter the section is written as before', async () => {
    expect(await write(chapter)).toBe(await write(chapter));
    const section = await write(undefined);
    expect(section.startsWith('# Chapter 3\n')).toBe(true);
  });
});

describe('a book whose titles hold emoji', () => {
  const book = {
    slug: 'market-bread',
    title: '🍞 Bread for the Market Stall',
    targetAudience: 'home bakers who sell at markets',
    concept: 'An ebook on selling bread at farmers markets.',
    productType: 'ebook',
    contentType: 'howto',
    chapters: [
      { title: 'Pricing a Loaf', goal: '' },
      { title: '🧈 Butter, Salt & Margins 💰', goal: '' },
      { title: '🧈💰', goal: '' },
      { title: 'Packing the Van', goal: 'Pack the van so every loaf arrives whole' },
    ],
  } as const;
  /** The prose of a part: without its own heading and the titles it names in quotes, which are set as written. */
  const prose = (markdown: string) => markdown.replace(/^# .*$/m, '').replace(/“[^”]*”/g, '“”');

  it('names the chapters and the book by their words in its prose, and quotes their titles as written', async () => {
    const written = await writeGoldenBook(engine, book);
    const parts = [written.introduction, ...written.chapters.map((chapter) => chapter.markdown), written.conclusion];
    for (const part of parts) expect(prose(part)).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(written.introduction).toMatch(
      /^2\. .*“🧈 Butter, Salt & Margins 💰”.* get butter, salt & margins right\.$/mu,
    );
    expect(written.chapters[1]!.markdown).toContain('## How to get butter, salt & margins right');
    expect(written.chapters[0]!.markdown).toContain('*Bread for the Market Stall* begins with pricing a loaf.');
  });

  it('writes a chapter titled with emoji alone about the book’s subject, naming it by its title in quotes', async () => {
    const { chapters } = await writeGoldenBook(engine, book);
    const emojiOnly = chapters[2]!.markdown;
    expect(emojiOnly.startsWith('# 🧈💰\n\n')).toBe(true);
    expect(emojiOnly).toContain(
      'This chapter turns to “🧈💰”, and it has one aim: that by its last page you can take the next step with selling bread at farmers markets.',
    );
    expect(emojiOnly).not.toMatch(/ {2}|\s[,.]/);
  });
});

describe('inQuotes', () => {
  it('sets a title in quotes, its own double quotes as single ones', () => {
    expect(inQuotes('Quiet  Kitchens')).toBe('“Quiet Kitchens”');
    expect(inQuotes('“Quoted” what? Basics')).toBe('“‘Quoted’ what? Basics”');
    expect(inQuotes('The "Perfect" Loaf')).toBe('“The ‘Perfect’ Loaf”');
  });
});
