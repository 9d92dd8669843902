import { describe, expect, it } from 'vitest';
import { activitiesIn, nounPhrasesIn } from './noun-phrases.js';

describe('the phrases of a book’s own words', () => {
  it.each([
    [
      'Decide whether a sourdough stall fits your kitchen, your week and your local market',
      ['sourdough stall', 'kitchen', 'week', 'local market'],
    ],
    [
      'Work out a price per loaf that covers ingredients, time and the stall fee',
      ['price', 'loaf', 'ingredients', 'time', 'stall fee'],
    ],
    ['Keep a sourdough starter active and ready for every bake', ['sourdough starter', 'bake']],
    ['Lay out a stall that draws people in and keeps the queue moving', ['stall', 'people', 'queue']],
    ['Set monthly limits that match your pension', ['monthly limits', 'pension']],
    ['Paint autumn foliage with warm mixes that stay bright', ['autumn foliage', 'warm mixes']],
  ])('finds the noun phrases of the goal %j, without its verbs, adverbs or states', (goal, phrases) => {
    expect(nounPhrasesIn(goal, 'goal')).toEqual(phrases);
  });

  it('reads an idea or a title without taking its first word for a verb, and drops what names the product', () => {
    expect(nounPhrasesIn('Sourdough Stall Right', 'idea')).toEqual(['sourdough stall']);
    expect(nounPhrasesIn('A course-length ebook on painting loose watercolor landscapes', 'idea')).toEqual([
      'loose watercolor landscapes',
    ]);
    expect(nounPhrasesIn('Freelancers and gig workers with irregular income', 'idea')).toEqual([
      'freelancers',
      'gig workers',
      'irregular income',
    ]);
    expect(nounPhrasesIn('Beating the Panic', 'idea')).toEqual(['panic']);
  });

  it('finds what the reader does, by its -ing form with its object, never cut inside a phrase', () => {
    expect(activitiesIn('An ebook for home bakers who want to sell their bread at farmers markets.')).toEqual([
      'selling bread at farmers markets',
    ]);
    expect(activitiesIn('A practical guide to running a sourdough stall at a farmers market')).toEqual([
      'running a sourdough stall',
    ]);
    expect(activitiesIn('A short ebook on budgeting for retirees who want their pension to last.')).toEqual([
      'budgeting for retirees',
    ]);
    expect(activitiesIn('Adults returning to painting after years away')).toEqual([]);
  });
});
