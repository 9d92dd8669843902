import { describe, expect, it } from 'vitest';
import { countAsides } from '../../../../shared/markdown-asides.js';
import { readModuleText } from '../../../../shared/course-module-text.js';
import { generateContentInput } from '../../../../shared/schemas/content.js';
import type { ChapterContext } from '../../book-context/chapter-context.js';
import { sentencesOf, mostSharedWith } from '../../../services/book-runs/shared-sentences.js';
import { createOfflineEngine } from '../offline-engine.js';

const engine = createOfflineEngine();

const request = generateContentInput.parse({
  title: 'Meal Prep Without the Mess',
  sectionName: 'Module 2: Shopping Once a Week',
  contentType: 'howto',
  productType: 'course',
});

const lessons = [
  {
    title: 'One List for the Week',
    objective: 'Write a list from the week’s plan',
    keyPoints: ['Plan first', 'Group by aisle'],
  },
  { title: 'Buying in Bulk', objective: '', keyPoints: [] },
  { title: 'Storing What You Bought', objective: 'Store food so it lasts the week', keyPoints: ['Cold first'] },
  {
    title: 'When Plans Change',
    objective: 'Swap meals without waste',
    keyPoints: ['Keep two spare meals', 'Freeze early', 'Use leftovers'],
  },
];

const module: ChapterContext = {
  bookTitle: 'Meal Prep Without the Mess',
  number: 2,
  chapterCount: 6,
  title: 'Shopping Once a Week',
  goal: 'Shop for a week of meals in one trip',
  lessons,
  previousTitle: 'Planning the Week',
  nextTitle: 'Cooking in One Session',
  plan: [],
  earlier: [],
};

async function write(variant?: number) {
  let text = '';
  const stream = await engine.streamContent({ ...request, chapter: module, ...(variant ? { variant } : {}) });
  for await (const chunk of stream.textStream) text += chunk;
  return text;
}

describe("a course's module written by the built-in writer", () => {
  it('is its planned lessons in order, each with its text and a video script the course kit reads back', async () => {
    const text = await write();
    const written = readModuleText(text);

    expect(text.split('\n')[0]).toBe('# Shopping Once a Week');
    expect(written.lessons.map((lesson) => [lesson.number, lesson.title])).toEqual(
      lessons.map((lesson, index) => [index + 1, lesson.title]),
    );
    for (const [index, lesson] of written.lessons.entries()) {
      const planned = lessons[index]!;
      for (const point of planned.keyPoints) expect(lesson.markdown).toContain(`### ${point}`);
      expect(countAsides(lesson.markdown, 'note')).toBe(0);
      expect(new Set(lesson.script.map((line) => line.kind))).toEqual(new Set(['screen', 'say', 'cue']));
      expect(lesson.script[0]).toEqual({ kind: 'screen', text: `Lesson ${index + 1}: ${planned.title}` });
      expect(lesson.spokenWords).toBeGreaterThan(40);
      expect(lesson.minutes).toBe(Math.max(1, Math.round(lesson.spokenWords / 150)));
    }
    // What only the author knows is asked for in the text, and left out of what the kit reads.
    expect(countAsides(text, 'note')).toBe(2 + 3 + 1 + 3);
    expect(written.summary).toContain('**Storing What You Bought**: Store food so it lasts the week.');
    expect(written.summary).toContain('“Cooking in One Session”');
  });

  it('writes the same module the same way, and a rewrite in sentences of its own', async () => {
    const first = await write();
    expect(await write()).toBe(first);
    const rewrite = await write(1);
    const shared = mostSharedWith(sentencesOf(rewrite), [{ name: 'first', sentences: sentencesOf(first) }]);
    expect(shared?.share ?? 0).toBeLessThan(0.5);
  });
});
