import { describe, expect, it } from 'vitest';
import { readGoal } from './chapter-goal.js';

describe('readGoal', () => {
  it.each([
    [
      'Feed and store a starter so it is ready on every bake day',
      'feed and store a starter',
      'feed and store a starter so it is ready on every bake day',
    ],
    ['Lay a flat wash and a graded wash without streaks.', 'lay a flat wash and a graded wash', undefined],
    ['Bake with steam in a home oven for a crisp crust and an open crumb', 'bake with steam in a home oven', undefined],
    ['By the end, you will be able to price a loaf', 'price a loaf', 'price a loaf'],
    ['Readers learn how to mix greens', 'mix greens', 'mix greens'],
    ['Set monthly limits that match your English pension', 'set monthly limits', undefined],
  ])('%s', (text, action, goal) => {
    expect(readGoal(text)?.action).toBe(action);
    if (goal) expect(readGoal(text)?.goal).toBe(goal);
  });

  it('keeps proper nouns and finds no action in a goal that names none', () => {
    expect(readGoal('Speak English at the market')?.goal).toBe('speak English at the market');
    expect(readGoal('An overview of the tools')).toBeUndefined();
    expect(readGoal('Mixing greens')).toBeUndefined();
    expect(readGoal('🚀')).toBeUndefined();
  });

  it('tells a goal to weigh up from a skill to practise, with what it lists', () => {
    expect(readGoal('Decide whether a sourdough stall fits your kitchen, your week and your local market')).toEqual({
      action: 'decide whether a sourdough stall fits',
      goal: 'decide whether a sourdough stall fits your kitchen, your week and your local market',
      kind: 'decide',
      aspects: ['your kitchen', 'your week', 'your local market'],
    });
    expect(readGoal('See what loose landscape painting offers and what this book will ask of you')).toMatchObject({
      action: 'see what loose landscape painting offers',
      kind: 'understand',
      aspects: ['what loose landscape painting offers', 'what this book will ask of you'],
    });
    expect(readGoal('Understand pricing')).toMatchObject({ kind: 'understand', aspects: [] });
    expect(readGoal('Choose flours and weigh ingredients')).toMatchObject({ kind: 'skill', aspects: [] });
    expect(readGoal('Decide where the light comes from and paint shadows')).toMatchObject({ kind: 'skill' });
  });
});
