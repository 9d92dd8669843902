import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Chapter 2: Setting Up!', 'chapter-2-setting-up'],
    ['  Crème Brûlée  ', 'creme-brulee'],
    ['الآباء العاملون المشغولون', 'الآباء-العاملون-المشغولون'],
    ['הורים עובדים: Guide', 'הורים-עובדים-guide'],
    ['Οδηγός για γονείς', 'οδηγος-για-γονεις'],
  ])('names %j as %j', (text, slug) => {
    expect(slugify(text, 'content')).toBe(slug);
  });

  it('falls back when no letter or digit is left', () => {
    expect(slugify('🍲 — 🚀', 'content')).toBe('content');
  });

  it('keeps at most 80 characters, whole ones', () => {
    const slug = slugify('ש'.repeat(300), 'content');
    expect([...slug]).toHaveLength(80);
  });
});
