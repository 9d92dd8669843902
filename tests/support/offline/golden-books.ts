import type { ProductType } from '../../../src/shared/catalog.js';
import { generateContentInput, type ContentType } from '../../../src/shared/schemas/content.js';
import {
  chapterInPlan,
  earlierWithinBound,
  type ChapterContext,
  type ContentRequest,
  type WholeBookContext,
} from '../../../src/server/ai/book-context/chapter-context.js';
import type { AiEngine } from '../../../src/server/ai/engine.js';
import { summarizeChapter } from '../../../src/server/ai/book-context/summarize-chapter.js';

/** A book plan as a creator would keep it: a title, whom it is for and its chapters, each a title and a goal. */
export interface GoldenBook {
  slug: string;
  title: string;
  targetAudience: string;
  concept: string;
  productType: ProductType;
  contentType: ContentType;
  chapters: readonly { title: string; goal: string }[];
}

export interface WrittenChapter {
  context: ChapterContext;
  markdown: string;
}

/** A golden book as written: its chapters in order, then its introduction and conclusion from what they say. */
export interface WrittenBook {
  introduction: string;
  chapters: WrittenChapter[];
  conclusion: string;
}

export const GOLDEN_BOOKS: readonly GoldenBook[] = [
  {
    slug: 'budgeting-in-retirement',
    title: 'Budgeting in Retirement',
    targetAudience: 'Retirees living on a pension and savings',
    concept: 'A short ebook on budgeting for retirees who want their pension and savings to last.',
    productType: 'ebook',
    contentType: 'informative',
    chapters: [
      {
        title: 'Where Your Money Goes Now',
        goal: 'Track a month of spending and sort it into needs, wants and surprises',
      },
      {
        title: 'A Budget That Fits a Fixed Income',
        goal: 'Set monthly limits that match your pension and what you draw from savings',
      },
      {
        title: 'Planning for Big and Irregular Costs',
        goal: 'Put money aside each month for repairs, travel and health costs before they arrive',
      },
    ],
  },
  {
    slug: 'sourdough-for-the-market-stall',
    title: 'Sourdough for the Market Stall',
    targetAudience: 'home bakers who want to sell at farmers markets',
    concept: 'An ebook on sourdough baking for home bakers who want to sell their bread at farmers markets.',
    productType: 'ebook',
    contentType: 'howto',
    chapters: [
      {
        title: 'Why Sourdough Sells at Markets',
        goal: 'Decide whether a sourdough stall fits your kitchen, your week and your local market',
      },
      { title: 'Flour, Water and Salt', goal: 'Choose flours and weigh ingredients so every batch starts the same' },
      { title: 'Keeping Your Starter Strong', goal: 'Feed and store a starter so it is ready on every bake day' },
      { title: 'Mixing and Folding the Dough', goal: 'Mix a dough by hand and build its strength with folds' },
      { title: 'Reading the Bulk Ferment', goal: 'Judge when the first rise is done by look, feel and volume' },
      {
        title: 'Shaping Loaves That Hold Up',
        goal: 'Shape tight loaves that keep their form in the basket and the oven',
      },
      {
        title: 'Baking in a Home Oven',
        goal: 'Bake with steam in a home oven for a crisp crust and an open crumb',
      },
      { title: 'Scaling Up to Twenty Loaves', goal: 'Plan a bake day that turns out twenty loaves from one home oven' },
      {
        title: 'Pricing Your Bread',
        goal: 'Work out a price per loaf that covers ingredients, time and the stall fee',
      },
      {
        title: 'Labels, Permits and Food Safety',
        goal: 'Find the rules that apply to home bakers in your area and label every loaf to meet them',
      },
      { title: 'Setting Up the Stall', goal: 'Lay out a stall that draws people in and keeps the queue moving' },
      {
        title: 'Growing Regular Customers',
        goal: 'Turn first-time buyers into regulars who come back every week',
      },
    ],
  },
  {
    slug: 'loose-watercolor-landscapes',
    title: 'Loose Watercolor Landscapes',
    targetAudience: 'Adults returning to painting after years away',
    concept:
      'A course-length ebook on painting loose watercolor landscapes, from the first wash to a year of practice.',
    productType: 'ebook',
    contentType: 'educational',
    chapters: [
      {
        title: 'Why Paint Landscapes in Watercolor',
        goal: 'See what loose landscape painting offers and what this book will ask of you',
      },
      {
        title: 'Choosing Paper That Forgives',
        goal: 'Pick a paper weight and surface that hold washes without buckling',
      },
      {
        title: 'A Small Palette of Paints',
        goal: 'Set up a palette of six paints that mixes every landscape color you need',
      },
      { title: 'Brushes and What They Do', goal: 'Choose three brushes and make the basic marks of each' },
      {
        title: 'Setting Up a Painting Space',
        goal: 'Arrange a table, light and water so you can paint without hunting for things',
      },
      { title: 'Water Control', goal: 'Judge how wet the brush and paper are and predict what the paint will do' },
      { title: 'Flat and Graded Washes', goal: 'Lay a flat wash and a graded wash without streaks' },
      { title: 'Wet-in-Wet Skies', goal: 'Paint soft skies by dropping color into wet paper' },
      {
        title: 'Clouds With Soft and Hard Edges',
        goal: 'Shape clouds by choosing where an edge stays soft and where it turns hard',
      },
      {
        title: 'Mixing Greens That Look Natural',
        goal: 'Mix a range of greens from blues and yellows instead of using green from the tube',
      },
      { title: 'Trees in the Distance', goal: 'Suggest distant trees with a few shapes and no detail' },
      { title: 'Trees Up Close', goal: 'Paint a nearby tree with its trunk, branches and light in the canopy' },
      { title: 'Fields and Meadows', goal: 'Describe open fields with broad strokes and a few texture marks' },
      { title: 'Hills and Mountains', goal: 'Show distance in hills with layered, cooler and paler shapes' },
      {
        title: 'Still Water and Reflections',
        goal: 'Paint still water with reflections that sit right under what they reflect',
      },
      { title: 'Rivers and Moving Water', goal: 'Suggest moving water with white paper and broken strokes' },
      { title: 'Rocks and Stone', goal: 'Build rocks from light, shade and a dry-brush texture' },
      {
        title: 'Buildings in the Landscape',
        goal: 'Place simple buildings in a scene at the right scale with a few lines',
      },
      {
        title: 'Painting Light and Shadow',
        goal: 'Decide where the light comes from and paint shadows that follow it',
      },
      { title: 'Atmosphere and Mist', goal: 'Create mist and haze by softening edges and lowering contrast' },
      { title: 'Autumn Color', goal: 'Paint autumn foliage with warm mixes that stay bright' },
      { title: 'Snow Scenes', goal: 'Paint snow by saving white paper and tinting the shadows blue' },
      { title: 'Sunsets and Evening Skies', goal: 'Paint a sunset sky in one pass without muddy mixes' },
      {
        title: 'Composition for Landscapes',
        goal: 'Plan a scene with a focal point, a horizon line and a path for the eye',
      },
      {
        title: 'Painting From Photographs',
        goal: 'Simplify a reference photo into three values and a few large shapes',
      },
      { title: 'Painting Outdoors', goal: 'Pack a light kit and finish a small painting on location in an hour' },
      {
        title: 'Knowing When to Stop',
        goal: 'Recognise the moment a painting is finished and stop before it is overworked',
      },
      { title: 'Fixing Mistakes', goal: 'Lift, scrub and glaze to rescue a painting that has gone wrong' },
      {
        title: 'Finding Your Own Style',
        goal: 'Notice what you paint best and build a way of painting that is your own',
      },
      { title: 'A Year of Painting', goal: 'Plan a year of practice that keeps you painting every week' },
    ],
  },
];

/**
 * Writes a book as the server does: every chapter in order, each with its full place in the book (the chapters
 * before and after it, and each earlier chapter's title with its summary), then the introduction and the conclusion
 * last, from every chapter's title and summary within the bound on summaries.
 */
export async function writeGoldenBook(engine: AiEngine, book: GoldenBook): Promise<WrittenBook> {
  const chapters: WrittenChapter[] = [];
  for (const index of book.chapters.keys()) {
    const context = chapterInPlan(
      book,
      index,
      chapters.map((earlier) => ({ title: earlier.context.title, summary: summarizeChapter(earlier.markdown) })),
    );
    chapters.push({
      context,
      markdown: await write(engine, { ...request(book, `Chapter ${index + 1}`), chapter: context }),
    });
  }
  const wholeBook = (part: WholeBookContext['part']): WholeBookContext => ({
    part,
    bookTitle: book.title,
    chapters: earlierWithinBound(
      chapters.map(({ context, markdown }) => ({ title: context.title, summary: summarizeChapter(markdown) })),
    ),
  });
  return {
    chapters,
    introduction: await write(engine, { ...request(book, 'Introduction'), wholeBook: wholeBook('introduction') }),
    conclusion: await write(engine, { ...request(book, 'Conclusion'), wholeBook: wholeBook('conclusion') }),
  };
}

/** The request every part of the book shares, under the part's section name. */
const request = (book: GoldenBook, sectionName: string) =>
  generateContentInput.parse({
    title: book.title,
    sectionName,
    contentType: book.contentType,
    productType: book.productType,
    ideaContext: { concept: book.concept, targetAudience: book.targetAudience },
  });

async function write(engine: AiEngine, input: ContentRequest): Promise<string> {
  let markdown = '';
  for await (const chunk of (await engine.streamContent(input)).textStream) markdown += chunk;
  return markdown;
}

/**
 * The book as one markdown file, as a reader would page through it: its title, whom it is for, its contents (the
 * plan's chapter titles), then the introduction, every chapter and the conclusion exactly as written, author notes
 * included.
 */
export function renderGoldenBook(book: GoldenBook, written: WrittenBook): string {
  const parts = [written.introduction, ...written.chapters.map(({ markdown }) => markdown), written.conclusion];
  return [
    '<!-- Golden book: every chapter written by the offline writer with its place in the book, then the introduction and conclusion from what the chapters say. -->',
    '',
    `# ${book.title}`,
    '',
    `For ${book.targetAudience.charAt(0).toLowerCase()}${book.targetAudience.slice(1)}.`,
    '',
    '## Contents',
    '',
    ...book.chapters.map((chapter, index) => `${index + 1}. ${chapter.title}`),
    '',
    ...parts.flatMap((markdown) => ['---', '', markdown.trimEnd(), '']),
  ].join('\n');
}

export const goldenBookFileName = (book: GoldenBook) => `${book.slug}.md`;
