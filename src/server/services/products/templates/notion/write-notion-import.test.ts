import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { templateSpec } from '../../../../../shared/schemas/template-plan.js';
import { writeNotionImport } from './write-notion-import.js';

/** A reading tracker with a choice, a date, numbers and a percentage worked out from them. */
const TRACKER = templateSpec.parse({
  kind: 'notion',
  columns: [
    { name: 'Book', type: 'text' },
    { name: 'Started', type: 'date' },
    { name: 'Pages', type: 'number' },
    { name: 'Read', type: 'number' },
    { name: 'Progress', type: 'formula', formula: '{Read} / {Pages}', format: 'percent' },
    { name: 'Shelf', type: 'choice', choices: ['To read', 'Reading, slowly', 'Done'] },
  ],
  examples: [
    ['Example: "Slow Mornings"', '2026-01-05', '240', '60', '', 'Reading, slowly'],
    ['Example: a second book', '', '', '', '', 'To read'],
  ],
});

describe('a template as a Notion import', () => {
  const files = unzipSync(
    writeNotionImport({ title: 'Reading Tracker: 2026', goal: 'See a year of reading.', spec: TRACKER }),
  );

  it('lays the page and its database out as Notion exports a page with a database inside', () => {
    expect(Object.keys(files).sort()).toEqual([
      'Reading Tracker 2026.md',
      'Reading Tracker 2026/Reading Tracker 2026 database.csv',
    ]);
    const page = strFromU8(files['Reading Tracker 2026.md']!);
    const link = /\[Reading Tracker 2026 database\]\(([^)]+)\)/.exec(page)?.[1];
    expect(decodeURI(link ?? '')).toBe('Reading Tracker 2026/Reading Tracker 2026 database.csv');
    expect(page.startsWith('# Reading Tracker: 2026\n\nSee a year of reading.\n')).toBe(true);
  });

  it('has the columns as the database’s properties and the examples as its rows, each formula worked out', () => {
    const bytes = files['Reading Tracker 2026/Reading Tracker 2026 database.csv']!;
    // UTF-8 with its byte-order mark, which the decoder reads and drops.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(strFromU8(bytes).split('\r\n')).toEqual([
      'Book,Started,Pages,Read,Progress,Shelf',
      '"Example: ""Slow Mornings""",2026-01-05,240,60,25%,"Reading, slowly"',
      'Example: a second book,,,,,To read',
      '',
    ]);
  });

  it('links the database whatever brackets the title holds', () => {
    const odd = unzipSync(writeNotionImport({ title: 'Chores (Kids) [v2]', goal: '', spec: TRACKER }));
    const page = strFromU8(odd['Chores (Kids) [v2].md']!);
    const [, text, target] = /^\[(.+)\]\(([^)]+)\)$/m.exec(page) ?? [];
    expect(text).toBe('Chores (Kids) \\[v2\\] database');
    expect(decodeURIComponent(target ?? '')).toBe('Chores (Kids) [v2]/Chores (Kids) [v2] database.csv');
    expect(Object.keys(odd)).toContain('Chores (Kids) [v2]/Chores (Kids) [v2] database.csv');
  });

  it('says which property type each column takes, and the formula to work it out on new rows', () => {
    const page = strFromU8(files['Reading Tracker 2026.md']!);
    expect(page).toContain('- **Started**: set its property type to Date.');
    expect(page).toContain('- **Pages**: set its property type to Number.');
    expect(page).toContain(
      '- **Shelf**: set its property type to Select; its options are “To read”, “Reading, slowly”, “Done”.',
    );
    expect(page).toContain('set its property type to Formula and enter `prop("Read")/prop("Pages")`.');
    expect(page).not.toContain('**Book**');
  });
});
