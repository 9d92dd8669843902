import { describe, expect, it } from 'vitest';
import { countAsides, splitAsides } from '../../../../shared/markdown-asides.js';
import { generateContentInput } from '../../../../shared/schemas/content.js';
import type { WholeBookContext, WrittenChapter } from '../../book-context/chapter-context.js';
import {
  chapterSentences,
  readerText,
  scaffoldingOutsideNotes,
  unnamedInOrder,
  wrongReferences,
} from '../../../../../tests/support/offline/book-checks.js';
import { GOLDEN_BOOKS } from '../../../../../tests/support/offline/golden-books.js';
import { createOfflineEngine } from '../offline-engine.js';

const engine = createOfflineEngine();
const [, sourdough, watercolor] = GOLDEN_BOOKS;
const twelve = sourdough?.chapters ?? [];
const thirty = watercolor?.chapters ?? [];

/** A chapter as summarizeChapter gives it: its opening sentences, its aim among them. */
const told = ({ title, goal }: { title: string; goal: string }): WrittenChapter => ({
  title,
  summary: `This chapter is about ${title.toLowerCase()}. By the end of it you will be able to ${goal.charAt(0).toLowerCase()}${goal.slice(1)}. Give it an evening.`,
});

async function write(
  part: WholeBookContext['part'],
  chapters: readonly WrittenChapter[],
  body: { sectionName?: string; productType?: 'ebook' | 'course' | 'template' } = {},
) {
  const request = generateContentInput.parse({
    title: 'Sourdough for the Market Stall',
    sectionName: part === 'introduction' ? 'Introduction' : 'Conclusion',
    contentType: 'howto',
    productType: 'ebook',
    ideaContext: {
      concept: 'An ebook on sourdough baking for home bakers who want to sell their bread at farmers markets.',
      targetAudience: 'home bakers who want to sell at farmers markets',
    },
    ...body,
  });
  const wholeBook: WholeBookContext = { part, bookTitle: 'Sourdough for the Market Stall', chapters: [...chapters] };
  let text = '';
  for await (const chunk of (await engine.streamContent({ ...request, wholeBook })).textStream) text += chunk;
  return text;
}

const headings = (markdown: string, depth: string) =>
  [...markdown.matchAll(new RegExp(`^${depth} (.+)$`, 'gm'))].map((match) => match[1]);

describe.each([
  ['one chapter', twelve.slice(0, 1)],
  ['three chapters', twelve.slice(0, 3)],
  ['twelve chapters', twelve],
  ['thirty chapters', thirty],
])('the introduction and conclusion of a book of %s', (_name, plan) => {
  const chapters = plan.map(told);
  const titles = plan.map((chapter) => chapter.title);

  it('introduce the book: whom it is for, where it takes the reader, every chapter in order, how to use it', async () => {
    const text = await write('introduction', chapters);

    expect(text.startsWith('# Introduction\n')).toBe(true);
    expect(readerText(text)).toContain('home bakers who want to sell at farmers markets');
    expect(unnamedInOrder(text, titles)).toEqual([]);
    for (const { goal } of plan) expect(readerText(text).toLowerCase()).toContain(goal.toLowerCase());
    expect(readerText(text)).not.toContain('Give it an evening');
    expect(wrongReferences({ title: 'Introduction', nextTitle: titles[0] ?? null, markdown: text }, titles)).toEqual(
      [],
    );
    expect(scaffoldingOutsideNotes(text)).toEqual([]);
    expect(countAsides(text, 'note')).toBe(1);
    expect(headings(text, '##').length).toBe(plan.length === 1 ? 2 : 3);
  });

  it('conclude it: each chapter’s point in order, then next steps, announcing nothing after it', async () => {
    const text = await write('conclusion', chapters);

    expect(text.startsWith('# Conclusion\n')).toBe(true);
    expect(unnamedInOrder(text, titles)).toEqual([]);
    for (const { goal } of plan) expect(readerText(text).toLowerCase()).toContain(goal.toLowerCase());
    expect(wrongReferences({ title: 'Conclusion', nextTitle: null, markdown: text }, titles)).toEqual([]);
    expect(scaffoldingOutsideNotes(text)).toEqual([]);
    expect(countAsides(text, 'note')).toBe(1);
    expect(readerText(text)).toMatch(/\*\*This week:\*\*|\*\*Within two weeks:\*\*/);
    expect(readerText(text)).not.toMatch(/reached the end/);
  });
});

describe('the introduction and conclusion of a long book', () => {
  it('group a long book’s chapters so its list stays readable, and keep every sentence of a part distinct', async () => {
    const text = await write('introduction', thirty.map(told));

    expect(headings(text, '###')).toEqual([
      'Chapters 1 to 8',
      'Chapters 9 to 16',
      'Chapters 17 to 24',
      'Chapters 25 to 30',
    ]);
    for (const part of [text, await write('conclusion', thirty.map(told))]) {
      const sentences = splitAsides(part).flatMap((piece) => [...chapterSentences(piece.markdown)]);
      expect(new Set(sentences).size).toBe(sentences.length);
    }
  });

  it('name the chapters whose summaries did not fit by their titles alone, in order', async () => {
    const chapters = thirty.map((chapter, index) =>
      index < 8 ? { title: chapter.title, summary: '' } : told(chapter),
    );
    const titles = thirty.map((chapter) => chapter.title);

    for (const part of ['introduction', 'conclusion'] as const) {
      const text = await write(part, chapters);
      expect(unnamedInOrder(text, titles), part).toEqual([]);
      expect(wrongReferences({ title: part, nextTitle: null, markdown: text }, titles), part).toEqual([]);
    }
    expect(await write('conclusion', chapters)).toContain(
      'You began with “Why Paint Landscapes in Watercolor”, “Choosing Paper That Forgives”, “A Small Palette of Paints” and “Brushes and What They Do”.',
    );
  });
});

describe('the introduction and conclusion of other products', () => {
  it('take the product’s section name and units, and head no part with the section’s own name', async () => {
    const course = await write('introduction', twelve.map(told), {
      sectionName: 'Course Overview',
      productType: 'course',
    });
    expect(course.startsWith('# Course Overview\n')).toBe(true);
    expect(readerText(course)).toMatch(/twelve modules/);
    expect(readerText(course)).not.toMatch(/\bchapters?\b/);

    for (let index = 1; index <= 6; index += 1) {
      const pack = await write('introduction', twelve.slice(0, index).map(told), {
        sectionName: 'How to Use This Pack',
        productType: 'template',
      });
      expect(pack.startsWith('# How to Use This Pack\n')).toBe(true);
      expect(headings(pack, '##').map((heading) => heading?.toLowerCase())).not.toContain('how to use this pack');
    }
  });

  it('say what a chapter covers only where its summary says it, and keep the summary’s other words out', async () => {
    const chapters = [
      { title: 'Pricing Your Bread', summary: 'In this chapter you’ll learn how to price a loaf so every sale pays.' },
      { title: 'Setting Up the Stall', summary: 'It picks up where “Pricing Your Bread” left off. Stalls vary.' },
    ];
    const text = await write('introduction', chapters);

    expect(text).toContain('price a loaf so every sale pays');
    expect(text).toMatch(/\n2\. “Setting Up the Stall”\n/);
    expect(text).not.toContain('Stalls vary');
  });
});
