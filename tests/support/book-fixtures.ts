import { Resvg } from '@resvg/resvg-js';
import type { BookInput } from '../../src/server/services/render/book-model.js';

/** A 600×800 PNG cover: a dark field with a light band, enough to see it fill the first page. */
export const COVER_PNG: Uint8Array = new Resvg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="#233a5e"/>' +
    '<rect y="300" width="600" height="120" fill="#f2c14e"/></svg>',
)
  .render()
  .asPng();

/** One section of every kind of block a book shows. */
export const RICH_MARKDOWN = `Opening paragraph with **bold words**, *slanted words*, ~~struck words~~ and \`inline()\` code.
Read the [pricing notes](https://example.com/pricing) or write to [the editor](mailto:editor@example.com).

## Plan the Week

- Pick three recipes
  - One with rice
  - One with beans
- Shop once

1. Wash the produce
2. Chop the onions

> Cook once, eat all week.

| Meal | Minutes | Cost |
| :--- | :-----: | ---: |
| Chili | 45 | $12 |
| Curry | 30 | $9 |

\`\`\`js
const total = items.reduce((sum, item) => sum + item.price, 0);
\`\`\`

### Store and Label

---

Closing paragraph of the section,\\
after a hard line break.`;

/** Markup a hostile user could type: none of it may reach any output as HTML, a script link or a fetched image. */
export const HOSTILE_MARKDOWN = `Before <script src="https://evil.example/x.js"></script> after.

<iframe src="https://evil.example/frame"></iframe>

Click [here](javascript:alert(1)) or [there](data:text/html,boom) or [ftp](ftp://evil.example/f) or [ref link][ref].

![a tracking pixel](https://evil.example/pixel.png) and ![][img]

[ref]: javascript:alert(3)
[img]: https://evil.example/ref.png

<img src="https://evil.example/img.png" onerror="alert(2)">`;

/** What must never appear in a file rendered from HOSTILE_MARKDOWN. */
export const HOSTILE_TRACES = ['evil.example', 'javascript:', 'alert(', 'data:text', '<script', '<iframe', 'onerror'];

/** Enough paragraphs to run a section over several pages. */
const LONG_TEXT = Array.from(
  { length: 12 },
  (_, i) =>
    `Paragraph ${i + 1} keeps the freezer in order: soups flat in bags, grains in boxes, sauces in jars, ` +
    'every lid labelled with the dish and the day it was cooked, oldest at the front and newest at the back.',
).join('\n\n');

export function bookInput(fields: Partial<BookInput> = {}): BookInput {
  return {
    title: 'Prep Once, Eat All Week',
    subtitle: 'A meal prep system for busy parents',
    author: 'Dana Example',
    description: 'Four weeks of family dinners cooked in one Sunday session.',
    isbn: '',
    year: 2026,
    draft: false,
    templateText: false,
    productType: 'ebook',
    license: { preset: 'none' },
    cover: COVER_PNG,
    coverWords: null,
    ebookCover: null,
    sections: [
      { heading: 'Getting Started', markdown: RICH_MARKDOWN },
      { heading: 'The Sunday Session', markdown: 'Batch-cook in ninety minutes.\n\nThen rest.' },
      { heading: 'Storing Meals', markdown: `Label every box with the date.\n\n${LONG_TEXT}` },
    ],
    ...fields,
  };
}

/** The chapters of a realistic 12-section book: real titles, each with its own point. */
const CHAPTERS = [
  [
    'Why Loose Painting Works',
    'Tight, careful strokes make a landscape stiff; a loose wash lets the paper do half the work.',
  ],
  ['Tools and Set-Up', 'Three brushes, a cold-press pad and a palette of six colours are all a beginner needs.'],
  ['Colour Mixing Basics', 'Mixing on the paper keeps colours bright, while mixing in the palette keeps them even.'],
  [
    'Wet-in-Wet Skies',
    'A sky painted into damp paper softens itself, and the timing of the second wash decides the clouds.',
  ],
  [
    'Trees and Foliage',
    'A tree is a shape first and leaves second: block the mass, then break its edge with a dry brush.',
  ],
  [
    'Water and Reflections',
    'Reflections are the scene upside down, a little darker, and pulled straight down with a flat brush.',
  ],
  [
    'Light and Shadow',
    'Leave the paper white where the light is strongest and let one cool shadow colour tie the scene.',
  ],
  [
    'Composition Made Simple',
    'Put the horizon off centre, give the eye one place to rest and crop anything that does not help.',
  ],
  [
    'Finishing Touches',
    'Stop early: a few dark accents and a splatter of texture finish a painting faster than detail.',
  ],
] as const;

function chapterMarkdown(number: number, title: string, point: string): string {
  const paragraphs = Array.from(
    { length: 5 },
    (_, i) =>
      `${point} Step ${i + 1} of this chapter builds on it with a short practice piece, a postcard-sized study ` +
      'you can finish in twenty minutes, so the habit forms before the big painting. Keep the brush moving and ' +
      'let the water carry the pigment; the mistakes you leave alone are the ones viewers call charm.',
  );
  return [
    // Every other chapter opens with its own name again, as writers often do: the book prints it once.
    number % 2 === 0 ? `# Chapter ${number}: ${title}` : `## ${title}`,
    paragraphs[0],
    'You will need:',
    '- [ ] A round brush, size 10\n- [ ] Cold-press paper\n- [x] A jar of clean water',
    `## Practice: ${title}`,
    paragraphs.slice(1, 3).join('\n\n'),
    ':::note',
    'Your notes:',
    `- [ ] Add a photo of your own ${title.toLowerCase()} study`,
    `- [ ] [Sum up chapter ${number} in your own words]`,
    ':::',
    paragraphs.slice(3).join('\n\n'),
  ].join('\n\n');
}

/** A 12-section ebook: an introduction, nine numbered chapters with tasks and author notes, a conclusion, resources. */
export function twelveSectionBook(fields: Partial<BookInput> = {}): BookInput {
  return bookInput({
    title: 'Loose Watercolor Landscapes',
    subtitle: 'Paint freely in twelve weekends',
    author: 'Mira Okafor',
    description: 'A beginner’s course in loose, luminous watercolor landscapes, one weekend at a time.',
    cover: null,
    sections: [
      { heading: 'Introduction', markdown: `# Introduction\n\n${CHAPTERS[0][1]} This book takes you there in steps.` },
      ...CHAPTERS.map(([title, point], i) => ({
        heading: `Chapter ${i + 1}: ${title}`,
        markdown: chapterMarkdown(i + 1, title, point),
      })),
      { heading: 'Conclusion', markdown: 'Paint often, paint small, and keep your first ten paintings.' },
      {
        heading: 'Resources',
        markdown: ':::note\n[List the suppliers you trust]\n:::\n\n- [Paper guide](https://example.com/paper)',
      },
    ],
    ...fields,
  });
}
