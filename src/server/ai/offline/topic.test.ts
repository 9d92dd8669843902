import { describe, expect, it } from 'vitest';
import { extractTopic, shortAudience, splitSubjectAndAudience } from './topic.js';

describe('extractTopic', () => {
  it.each([
    ['An ebook on meal prep for busy parents, with weekly plans', 'meal prep for busy parents'],
    ['A complete guide to sourdough baking at home, from starter to first loaf', 'sourdough baking at home'],
    ['The Meal Prep Handbook: A Practical System for Busy Parents', 'Meal Prep'],
    ['A 6-module online course that teaches watercolor basics to retirees', 'watercolor basics to retirees'],
    ['Meal prep', 'Meal prep'],
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
