import { describe, expect, it } from 'vitest';
import type { BookPart, BookRun } from '@shared/schemas/book-run';
import {
  bookCostLine,
  bookWrittenLine,
  currentPartLine,
  limitsLine,
  nothingLeft,
  durationLabel,
  estimateCostLine,
  estimateLine,
  estimateOfRun,
  exercisesLine,
  rewriteQuestion,
  spendLine,
  stoppedLine,
  timeLeftLine,
  usageLine,
} from './book-run-text';
import { noChapters, PLAN_WORDS } from '@shared/plan-words';

const BOOK = PLAN_WORDS.book;
const COURSE = PLAN_WORDS.course;

const run = (fields: Partial<BookRun>): BookRun => ({
  id: '3d4e5f60-7182-4394-a5b6-c7d8e9f0a1b2',
  projectId: '2b7f4c4e-5d0a-4a53-9a4e-7b1d3f2c8a10',
  projectTitle: 'Bake Between Shifts',
  kind: 'book',
  status: 'running',
  cancelRequested: false,
  stepCount: 14,
  stepsDone: 0,
  current: null,
  written: [],
  words: 0,
  secondsLeft: null,
  usage: { inputTokens: 0, outputTokens: 0, costUsd: null },
  estimate: { inputTokens: 0, outputTokens: 0, costUsd: null },
  budget: { tokens: null, usd: null },
  error: null,
  note: null,
  startedAt: '2026-11-25T10:00:00.000Z',
  finishedAt: null,
  ...fields,
});

describe('the words of the book panel', () => {
  it('names the part being written against the plan, and a rewrite without the count', () => {
    const chapter = { role: 'chapter' as const, number: 4, title: 'Quiet Kitchens' };
    expect(currentPartLine(run({ current: chapter }), 12, BOOK)).toBe('Writing chapter 4 of 12: Quiet Kitchens');
    expect(currentPartLine(run({ kind: 'rewrite', current: chapter }), 12, BOOK)).toBe(
      'Rewriting chapter 4: Quiet Kitchens',
    );
    const opening = { role: 'introduction' as const, number: null, title: 'Introduction' };
    expect(currentPartLine(run({ current: opening }), 12, BOOK)).toBe('Writing the introduction');
    const overview = { role: 'introduction' as const, number: null, title: 'Course Overview' };
    expect(currentPartLine(run({ current: overview }), 12, COURSE)).toBe('Writing Course Overview');
    expect(rewriteQuestion({ role: 'conclusion', number: null, title: 'Conclusion' }, BOOK)).toBe(
      'Rewrite the conclusion?',
    );
    expect(rewriteQuestion(chapter, BOOK)).toBe('Rewrite chapter 4?');
  });

  it("names a course's parts as modules, and the course as what is written", () => {
    const module = { role: 'chapter' as const, number: 2, title: 'Week 2 Kitchen' };
    expect(currentPartLine(run({ current: module }), 6, COURSE)).toBe('Writing module 2 of 6: Week 2 Kitchen');
    expect(currentPartLine(run({ current: null }), 6, COURSE)).toBe('Finishing the course');
    expect(rewriteQuestion(module, COURSE)).toBe('Rewrite module 2?');
    expect(noChapters(COURSE)).toBe('The course plan has no modules. Add modules to the Course Plan first.');
    expect(noChapters(BOOK)).toBe('The book plan has no chapters. Add chapters to the Book Plan first.');
    expect(nothingLeft(COURSE)).toBe(
      'Every part of the course is written. Tick the box to rewrite the parts the plan changed.',
    );
    expect(limitsLine(COURSE)).toBe('Up to 100 modules; each lesson about 400–800 words, at most 1,200.');
    expect(limitsLine(BOOK)).toBe('Up to 100 chapters; each about 600–1,500 words, at most 3,000.');
    const written = [
      { contentId: 'a', words: 1_200 },
      { contentId: null, words: 0 },
      { contentId: 'b', words: 300 },
    ];
    expect(bookWrittenLine(written as BookPart[], COURSE)).toBe('Course written: 2 parts, 1,500 words');
    expect(bookWrittenLine(written as BookPart[], BOOK)).toBe('Book written: 2 parts, 1,500 words');
    expect(bookCostLine({ inputTokens: 10, outputTokens: 5, costUsd: null }, COURSE)).toBe(
      'What the course cost: 10 tokens in, 5 out',
    );
  });

  it('tells times in words a creator reads at a glance', () => {
    expect(durationLabel(20)).toBe('under a minute');
    expect(durationLabel(70)).toBe('about 1 minute');
    expect(durationLabel(190)).toBe('about 3 minutes');
    expect(durationLabel(2 * 3600 + 200)).toBe('about 2 hours');
    expect(timeLeftLine(70)).toBe('About 1 minute left');
    expect(timeLeftLine(10)).toBe('Under a minute left');
  });

  it("tells a provider's tokens roughly and their price to the cent; the built-in writer's as free", () => {
    const estimate = {
      parts: 12,
      rewrites: 0,
      seconds: null,
      tokens: { inputTokens: 30_420, outputTokens: 21_700, costUsd: 0.0812 },
    };
    const openai = { provider: 'openai', model: 'gpt-4o-mini' };
    expect(estimateCostLine({ estimate, writer: openai })).toBe('about 52,000 tokens · ≈ $0.08');
    const unpriced = { ...estimate, tokens: { ...estimate.tokens, costUsd: null } };
    expect(estimateCostLine({ estimate: unpriced, writer: openai })).toBe('about 52,000 tokens');
    expect(estimateCostLine({ estimate, writer: { provider: 'offline', model: 'offline' } })).toBe(
      'about 52,000 tokens · free with the built-in writer',
    );
    expect(usageLine({ inputTokens: 800, outputTokens: 410, costUsd: 0.001 })).toBe('1,210 tokens used · under $0.01');
  });

  it('tells the parts to write and to rewrite, and the share a run that leaves the rewrites takes', () => {
    const estimate = {
      parts: 2,
      rewrites: 2,
      seconds: 240,
      tokens: { inputTokens: 4_000, outputTokens: 8_000, costUsd: 0.02 },
    };
    expect(estimateLine(estimate)).toBe('2 parts to write, 2 to rewrite · about 4 minutes');
    expect(estimateLine({ ...estimate, parts: 0, rewrites: 1, seconds: null })).toBe('1 part to rewrite');
    expect(estimateLine({ ...estimate, rewrites: 0, seconds: null })).toBe('2 parts to write');
    expect(estimateOfRun(estimate, true)).toBe(estimate);
    expect(estimateOfRun(estimate, false)).toEqual({
      parts: 2,
      rewrites: 0,
      seconds: 120,
      tokens: { inputTokens: 2_000, outputTokens: 4_000, costUsd: 0.01 },
    });
  });

  it('tells what a run spent against its budget, and what the book cost', () => {
    const usage = { inputTokens: 9_000, outputTokens: 3_400, costUsd: 0.0312 };
    expect(spendLine({ usage, budget: { tokens: 40_000, usd: 0.1 } })).toBe('12,400 of 40,000 tokens · $0.03 of $0.10');
    expect(spendLine({ usage: { ...usage, costUsd: null }, budget: { tokens: null, usd: null } })).toBe(
      '12,400 tokens used',
    );
    expect(bookCostLine(usage, BOOK)).toBe('What the book cost: 9,000 tokens in, 3,400 out · $0.03');
    expect(bookCostLine({ ...usage, costUsd: null }, BOOK)).toBe('What the book cost: 9,000 tokens in, 3,400 out');
    expect(bookCostLine({ inputTokens: 0, outputTokens: 0, costUsd: 0 }, BOOK)).toBeNull();
  });

  it('counts the parts a cancelled run wrote', () => {
    expect(stoppedLine(run({ status: 'cancelled', stepsDone: 1 }))).toBe(
      'Stopped after 1 part. What was written is kept.',
    );
  });

  it("lists a workbook part's exercises and its model answers, and nothing for a part without exercises", () => {
    expect(exercisesLine({ exercises: ['Your Plan', 'Reflect'], modelAnswers: 3 })).toBe(
      'Exercises: Your Plan, Reflect · 3 model answers in the answer key',
    );
    expect(exercisesLine({ exercises: ['Your Plan'], modelAnswers: 0 })).toBe('Exercises: Your Plan');
    expect(exercisesLine({ exercises: [], modelAnswers: 1 })).toBeUndefined();
  });
});
