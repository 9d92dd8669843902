import { describe, expect, it } from 'vitest';
import { MAX_OUTLINE_POINTS, parseOutline } from './outline.js';

describe('parseOutline', () => {
  it('reads bullets, with indented lines as sub-points and "heading: a, b" lines split', () => {
    expect(
      parseOutline(
        '- Why prep saves time\n- Planning the week\n  - pick 3 recipes\n  - write the list\n- Storage: jars, labels, freezer',
      ),
    ).toEqual([
      { heading: 'Why prep saves time', details: [] },
      { heading: 'Planning the week', details: ['Pick 3 recipes', 'Write the list'] },
      { heading: 'Storage', details: ['Jars', 'Labels', 'Freezer'] },
    ]);
  });

  it('reads markdown headings with lists under them', () => {
    expect(parseOutline('## Planning\n- a plan\n## Cooking\n- **batch** cook')).toEqual([
      { heading: 'Planning', details: ['A plan'] },
      { heading: 'Cooking', details: ['Batch cook'] },
    ]);
  });

  it('treats numbered lines as points when bullets are mixed in', () => {
    expect(parseOutline('1. Intro\n- first idea\n2. Method').map((point) => point.heading)).toEqual([
      'Intro',
      'Method',
    ]);
  });

  it('splits a single line by semicolons, sentences or short comma-separated phrases', () => {
    expect(parseOutline('Why it matters; the weekly plan; storage tips').map((point) => point.heading)).toEqual([
      'Why it matters',
      'The weekly plan',
      'Storage tips',
    ]);
    expect(parseOutline('Cover why prep matters. Then the Sunday routine.').map((point) => point.heading)).toEqual([
      'Cover why prep matters',
      'Then the Sunday routine',
    ]);
    expect(parseOutline('planning, shopping, cooking and storing').map((point) => point.heading)).toEqual([
      'Planning',
      'Shopping',
      'Cooking',
      'Storing',
    ]);
    expect(parseOutline('How much time does it take?')).toEqual([
      { heading: 'How much time does it take?', details: [] },
    ]);
  });

  it('keeps at most twelve headings, moving the rest under the last one', () => {
    const points = parseOutline(Array.from({ length: 15 }, (_, index) => `- Point ${index + 1}`).join('\n'));
    expect(points).toHaveLength(MAX_OUTLINE_POINTS);
    expect(points[11]?.details).toEqual(['Point 13', 'Point 14', 'Point 15']);
  });

  it('drops sub-points that are only punctuation', () => {
    expect(parseOutline('yarn: wool,?')).toEqual([{ heading: 'Yarn', details: ['Wool'] }]);
  });

  it('returns nothing for an empty outline', () => {
    expect(parseOutline(undefined)).toEqual([]);
    expect(parseOutline(' \n - \n')).toEqual([]);
  });
});
