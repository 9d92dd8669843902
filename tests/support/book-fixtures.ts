import { Resvg } from '@resvg/resvg-js';
import type { BookInput } from '../../src/server/documents/book-model.js';

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
    productType: 'ebook',
    cover: COVER_PNG,
    sections: [
      { heading: 'Getting Started', markdown: RICH_MARKDOWN },
      { heading: 'The Sunday Session', markdown: 'Batch-cook in ninety minutes.\n\nThen rest.' },
      { heading: 'Storing Meals', markdown: `Label every box with the date.\n\n${LONG_TEXT}` },
    ],
    ...fields,
  };
}
