import { describe, expect, it } from 'vitest';
import { readDate } from './codec.js';

describe('readDate', () => {
  it('gives the same ISO text for a PostgreSQL Date and for SQLite text in either stored form', () => {
    const iso = '2026-03-04T05:06:07.089Z';
    expect(readDate(new Date(iso))).toBe(iso);
    expect(readDate(iso)).toBe(iso);
    expect(readDate('2026-03-04 05:06:07.089Z')).toBe(iso);
    expect(readDate('2026-03-04T05:06:07Z')).toBe('2026-03-04T05:06:07.000Z');
    expect(readDate(Date.parse(iso))).toBe(iso);
  });
});
