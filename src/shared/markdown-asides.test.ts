import { describe, expect, it } from 'vitest';
import { asAuthorNote, asModelAnswer, countAsides, splitAsides, withoutAsides } from './markdown-asides.js';

describe('splitAsides', () => {
  it('cuts a section into reader text, the notes between :::note and :::, and the answers between :::answer and :::', () => {
    const markdown = [
      '# Planning',
      '',
      'Plan the week.',
      '',
      ':::note',
      '- [ ] Add your own example',
      ':::',
      '',
      'What will you cook first?',
      '',
      ':::answer',
      'Something you already like.',
      ':::',
      'Then shop.',
    ].join('\n');
    expect(splitAsides(markdown)).toEqual([
      { kind: 'text', markdown: '# Planning\n\nPlan the week.\n' },
      { kind: 'note', markdown: '- [ ] Add your own example' },
      { kind: 'text', markdown: '\nWhat will you cook first?\n' },
      { kind: 'answer', markdown: 'Something you already like.' },
      { kind: 'text', markdown: 'Then shop.' },
    ]);
    expect(withoutAsides(markdown)).toBe('# Planning\n\nPlan the week.\n\n\nWhat will you cook first?\n\nThen shop.');
  });

  it('runs an aside never closed to the end, keeps ::: outside one as text, and an opener inside one as its text', () => {
    expect(splitAsides('Text\n:::\n:::note\nTo do')).toEqual([
      { kind: 'text', markdown: 'Text\n:::' },
      { kind: 'note', markdown: 'To do' },
    ]);
    expect(splitAsides(':::answer\nYes\n:::note\nStill the answer\n:::\nAfter')).toEqual([
      { kind: 'answer', markdown: 'Yes\n:::note\nStill the answer' },
      { kind: 'text', markdown: 'After' },
    ]);
  });
});

describe('countAsides', () => {
  it('counts the asides of one kind, empty ones left out', () => {
    const markdown = `Intro\n\n${asAuthorNote('One')}\n\n${asModelAnswer('Two')}\n\n${asAuthorNote('Three')}\n\n:::note\n:::`;
    expect(countAsides(markdown, 'note')).toBe(2);
    expect(countAsides(markdown, 'answer')).toBe(1);
    expect(countAsides('No notes here.', 'note')).toBe(0);
  });
});
