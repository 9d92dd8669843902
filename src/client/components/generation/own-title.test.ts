import { describe, expect, it } from 'vitest';
import { joinTitle } from '@shared/title-parts';
import { ownTitleFields, ownTitleForm } from './own-title';

const messages = (values: { title: string; subtitle: string }) => {
  const result = ownTitleForm.safeParse(values);
  return result.success
    ? []
    : [...new Set(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`))];
};

describe('a title typed in', () => {
  it('is saved as "Title: Subtitle", or the title alone, trimmed', () => {
    expect(ownTitleForm.parse({ title: ' Slow Mornings ', subtitle: ' A Gentle Plan ' })).toEqual({
      title: 'Slow Mornings',
      subtitle: 'A Gentle Plan',
    });
    expect(joinTitle('Slow Mornings', 'A Gentle Plan')).toBe('Slow Mornings: A Gentle Plan');
    expect(joinTitle('Slow Mornings', '')).toBe('Slow Mornings');
  });

  it('needs a title', () => {
    expect(messages({ title: '   ', subtitle: 'A Gentle Plan' })).toEqual(['title: Title is required']);
  });

  it('counts the subtitle in the limit of 200 characters', () => {
    expect(messages({ title: 'a'.repeat(200), subtitle: '' })).toEqual([]);
    expect(messages({ title: 'a'.repeat(190), subtitle: 'b'.repeat(8) })).toEqual([]);
    expect(messages({ title: 'a'.repeat(190), subtitle: 'b'.repeat(9) })).toEqual([
      'title: Title must be at most 200 characters',
    ]);
    expect(messages({ title: 'a'.repeat(201), subtitle: '' })).toEqual(['title: Title must be at most 200 characters']);
  });

  it('refuses a subtitle of emoji or symbols only, and takes one with words among them', () => {
    expect(messages({ title: 'Budgeting', subtitle: '🚀🔥 !!' })).toEqual([
      'subtitle: Subtitle must contain words, not only emoji or symbols',
    ]);
    expect(messages({ title: 'Budgeting', subtitle: '🚀 Plan 2' })).toEqual([]);
    expect(messages({ title: 'Presupuesto', subtitle: 'Guía rápida' })).toEqual([]);
  });

  it('takes a title that holds ": " itself', () => {
    expect(messages({ title: 'Mind: Body', subtitle: 'A Guide' })).toEqual([]);
    expect(joinTitle('Mind: Body', 'A Guide')).toBe('Mind: Body: A Guide');
  });

  it('refuses control characters', () => {
    expect(messages({ title: 'Slow\u0007Mornings', subtitle: '' })).toEqual([
      'title: Title must not contain control characters',
    ]);
  });

  it('is read back from a saved title at its first ": " or spaced dash, as the book plan reads it', () => {
    expect(ownTitleFields('Slow Mornings: A Gentle Plan: Week One')).toEqual({
      title: 'Slow Mornings',
      subtitle: 'A Gentle Plan: Week One',
    });
    expect(ownTitleFields('Slow Mornings — A Gentle Plan')).toEqual({
      title: 'Slow Mornings',
      subtitle: 'A Gentle Plan',
    });
    expect(ownTitleFields('Slow Mornings')).toEqual({ title: 'Slow Mornings', subtitle: '' });
    expect(ownTitleFields('Ratio 3:1 Baking')).toEqual({ title: 'Ratio 3:1 Baking', subtitle: '' });
  });
});
