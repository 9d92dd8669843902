import { describe, expect, it } from 'vitest';
import { asAuthorNote, countAuthorNotes, splitAuthorNotes } from './author-notes.js';

describe('splitAuthorNotes', () => {
  it('cuts a section into reader text and the notes between :::note and :::', () => {
    const markdown = [
      '# Planning',
      '',
      'Plan the week.',
      '',
      ':::note',
      '- [ ] Add your own example',
      ':::',
      '',
      'Then shop.',
    ].join('\n');
    expect(splitAuthorNotes(markdown)).toEqual([
      { note: false, markdown: '# Planning\n\nPlan the week.\n' },
      { note: true, markdown: '- [ ] Add your own example' },
      { note: false, markdown: '\nThen shop.' },
    ]);
  });

  it('runs a note never closed to the end, and keeps ::: outside a note as text', () => {
    expect(splitAuthorNotes('Text\n:::\n:::note\nTo do')).toEqual([
      { note: false, markdown: 'Text\n:::' },
      { note: true, markdown: 'To do' },
    ]);
  });
});

describe('countAuthorNotes', () => {
  it('counts the notes, empty ones left out', () => {
    expect(countAuthorNotes(`Intro\n\n${asAuthorNote('One')}\n\n${asAuthorNote('Two')}\n\n:::note\n:::`)).toBe(2);
    expect(countAuthorNotes('No notes here.')).toBe(0);
  });
});
