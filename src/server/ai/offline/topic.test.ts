import { describe, expect, it } from 'vitest';
import {
  actionAsNoun,
  audienceAndAction,
  extractTopic,
  nicheSubject,
  questionAction,
  shortAudience,
  splitSubjectAndAudience,
  wholeAudience,
  withArticle,
} from './topic.js';

describe('extractTopic', () => {
  it.each([
    ['An ebook on meal prep for busy parents, with weekly plans', 'meal prep for busy parents'],
    ['A complete guide to sourdough baking at home, from starter to first loaf', 'sourdough baking at home'],
    ['The Meal Prep Handbook: A Practical System for Busy Parents', 'Meal Prep'],
    ['A 6-module online course that teaches watercolor basics to retirees', 'watercolor basics to retirees'],
    ['Meal prep', 'Meal prep'],
    [
      'A course-length ebook on painting loose watercolor landscapes, from the first wash',
      'painting loose watercolor landscapes',
    ],
  ])('%s → %s', (text, topic) => {
    expect(extractTopic(text)).toBe(topic);
  });

  it('takes out a known audience the text opens with', () => {
    expect(
      extractTopic('A course that teaches busy first-time parents a 90-minute Sunday meal prep routine', {
        audience: 'busy first-time parents',
      }),
    ).toBe('90-minute Sunday meal prep routine');
  });

  it('takes out an audience named by its head, and names what the readers learn to do up to its circumstance', () => {
    expect(
      extractTopic(
        'A practical ebook that helps night-shift nurses keep a sourdough habit around rotating 12-hour shifts.',
        {
          audience: 'night-shift nurses who bake at home',
        },
      ),
    ).toBe('keeping a sourdough habit');
    expect(
      extractTopic('A guide helping freelancers stay organised with simple weekly reviews', {
        audience: 'freelancers',
      }),
    ).toBe('staying organised');
  });
});

describe('splitSubjectAndAudience', () => {
  it('splits on "for"', () => {
    expect(splitSubjectAndAudience('Time-Saving Meal Prep for Busy First-Time Parents')).toEqual({
      subject: 'Time-Saving Meal Prep',
      audience: 'Busy First-Time Parents',
    });
    expect(splitSubjectAndAudience('Meal prep')).toEqual({ subject: 'Meal prep' });
  });
});

describe('shortAudience', () => {
  it('keeps the head noun phrase, in sentence case', () => {
    expect(shortAudience('Busy First-Time Parents who work full time')).toBe('busy first-time parents');
    expect(shortAudience('Freelance designers, 25–40, starting out')).toBe('freelance designers');
    expect(shortAudience('YouTube creators in the UK')).toBe('YouTube creators in the UK');
  });
});

describe('wholeAudience', () => {
  it('keeps a described audience whole, in sentence case', () => {
    expect(wholeAudience('Home bakers who want to sell at markets')).toBe('home bakers who want to sell at markets');
  });

  it('never leaves only a symbol once the small words at either end are dropped', () => {
    expect(wholeAudience('the & to')).toBe('readers');
    expect(wholeAudience('for + and')).toBe('readers');
  });
});

describe('actions and niche names', () => {
  it('splits an audience from what it learns to do, and writes the action as a noun', () => {
    expect(audienceAndAction('busy moms to knit their first sweater')).toEqual({
      audience: 'busy moms',
      action: 'knit your first sweater',
    });
    expect(audienceAndAction('watercolor basics to retirees')).toBeUndefined();
    expect(actionAsNoun('knit your first sweater')).toBe('knitting your first sweater');
    expect(actionAsNoun('bake bread')).toBe('baking bread');
    expect(actionAsNoun('start a shop')).toBe('starting a shop');
    expect(questionAction('how do I price my logo work')).toBe('price your logo work');
  });

  it('takes a generated niche name back to its subject', () => {
    expect(nicheSubject('Pricing Basics for Freelance Graphic Designers')).toBe('Pricing');
    expect(nicheSubject('Time-Saving Meal Prep Systems for Busy Parents', 'busy parents')).toBe('Meal Prep');
    expect(nicheSubject('Meal prep for kids', 'busy parents')).toBe('Meal prep for kids');
  });

  it('puts an article before a section name that needs one', () => {
    expect(withArticle('monthly review template')).toBe('the monthly review template');
    expect(withArticle('sunday batch cooking')).toBe('sunday batch cooking');
    expect(withArticle('your 30-day plan')).toBe('your 30-day plan');
  });
});
