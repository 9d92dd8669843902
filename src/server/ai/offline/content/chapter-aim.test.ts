import { describe, expect, it } from 'vitest';
import { readChapterAim } from './chapter-aim.js';

describe('readChapterAim', () => {
  it.each([
    [
      'Welcome to Budgeting in Retirement. This first chapter is about “Where Your Money Goes Now”: by the end of it you will be able to track a month of spending and sort it into needs, wants and surprises. This ebook is for retirees.',
      'track a month of spending and sort it into needs, wants and surprises',
    ],
    [
      'This last chapter is about planning for big costs. By the end of it you will be able to put money aside each month for repairs, and the book will have done its job.',
      'put money aside each month for repairs',
    ],
    [
      'This chapter turns to reading the bulk ferment, and it has one aim: that by its last page you can judge when the first rise is done by look, feel and volume.',
      'judge when the first rise is done by look, feel and volume',
    ],
    [
      'Most bakers underprice. In this chapter you’ll learn how to price a loaf so every sale pays.',
      'price a loaf so every sale pays',
    ],
    ['This module shows you how to lay out a stall. It takes an afternoon.', 'lay out a stall'],
  ])('%s', (summary, goal) => {
    expect(readChapterAim(summary)?.goal).toBe(goal);
  });

  it('finds no aim where no sentence says one, where it quotes a title, or where the summary was cut inside it', () => {
    expect(readChapterAim('')).toBeUndefined();
    expect(readChapterAim('You can skip this chapter if you already sell. Prices vary.')).toBeUndefined();
    expect(
      readChapterAim('By the end you will be able to pick up where “Pricing Your Bread” left off.'),
    ).toBeUndefined();
    expect(readChapterAim('By the end you will be able to work out a price per loaf that covers…')).toBeUndefined();
    expect(readChapterAim('By the end you will be able to mixing greens.')).toBeUndefined();
  });
});
