import { describe, expect, it } from 'vitest';
import { TITLE_TONES } from '../../../shared/catalog.js';
import { generateContentInput, type GenerateContentBody } from '../../../shared/schemas/content.js';
import { generateProductIdeasInput } from '../../../shared/schemas/idea.js';
import { generateNichesInput } from '../../../shared/schemas/niche.js';
import { generateTitlesInput } from '../../../shared/schemas/title.js';
import type { ChapterContext } from '../book-context/chapter-context.js';
import { profileAudience } from './audience-profile.js';
import { createOfflineEngine } from './offline-engine.js';

/** The offline writer keeps the words a creator typed: audiences whole, capitals, and no emoji in titles. */
const engine = createOfflineEngine();
const MARKET_BAKERS = 'home bakers who want to sell at farmers markets';

async function write(body: GenerateContentBody, chapter?: ChapterContext) {
  let text = '';
  const request = generateContentInput.parse(body);
  for await (const chunk of (await engine.streamContent({ ...request, ...(chapter ? { chapter } : {}) })).textStream) {
    text += chunk;
  }
  return text;
}

const chapterOf = (bookTitle: string, title: string, goal: string): ChapterContext => ({
  bookTitle,
  number: 2,
  chapterCount: 3,
  title,
  goal,
  previousTitle: 'Where Your Money Goes Now',
  nextTitle: 'Planning for Big and Irregular Costs',
  plan: [],
  earlier: [],
});

describe('an audience typed with its own description', () => {
  it(`keeps “${MARKET_BAKERS}” whole in niches, ideas, sections and chapters`, async () => {
    const niches = (
      await engine.generateNiches(
        generateNichesInput.parse({ targetAudience: MARKET_BAKERS, interests: 'sourdough', budget: 'Low' }),
      )
    ).result;
    for (const niche of niches) expect(niche.name).toMatch(/for Home Bakers Who Want to Sell at Farmers Markets$/);
    expect(niches.map((niche) => niche.marketSize).join(' ')).toContain(MARKET_BAKERS);

    const ideas = (
      await engine.generateProductIdeas(
        generateProductIdeasInput.parse({
          productType: 'ebook',
          niche: niches[0]?.name,
          nicheContext: { name: niches[0]?.name, targetAudience: MARKET_BAKERS },
        }),
      )
    ).result;
    for (const idea of ideas) {
      expect(idea.targetAudience).toMatch(/^Home bakers who want to sell at farmers markets(,|$)/);
      expect(idea.concept).toContain(MARKET_BAKERS);
    }

    const body = {
      title: 'Sourdough for the Market Stall',
      sectionName: 'Chapter 2',
      contentType: 'howto',
      productType: 'ebook',
      ideaContext: { concept: 'Sourdough for market stalls', targetAudience: MARKET_BAKERS },
    } as const;
    expect(await write(body)).toContain(MARKET_BAKERS);
    const chapter = await write(body, {
      ...chapterOf('Sourdough for the Market Stall', 'Keeping Your Starter Strong', 'Feed a starter'),
      previousTitle: 'Flour, Water and Salt',
      nextTitle: 'Mixing and Folding the Dough',
    });
    expect(chapter).toContain(MARKET_BAKERS);
    expect(chapter).not.toMatch(/home bakers(?! who want to sell at farmers markets)/i);
  });
});

describe('proper nouns and languages', () => {
  it('keep “English” capitalised in niches and in the sections written about them', async () => {
    const niches = (
      await engine.generateNiches(
        generateNichesInput.parse({ targetAudience: 'retirees', interests: 'English conversation', budget: 'Low' }),
      )
    ).result;
    const text = JSON.stringify(niches);
    expect(text).toContain('English conversation');
    expect(text).not.toMatch(/\benglish\b/);

    const section = await write({
      title: 'Speak English at the Market',
      sectionName: 'Chapter 2',
      contentType: 'howto',
      productType: 'ebook',
      ideaContext: { concept: 'An ebook on English conversation for retirees who travel', targetAudience: 'retirees' },
    });
    expect(section).toContain('English conversation');
    expect(section).not.toMatch(/\benglish\b/);
  });
});

describe('a concept typed with an emoji', () => {
  it('never makes a garbled title such as “The Method: 🚀 a Budgeting Ebook”', async () => {
    for (const tone of TITLE_TONES) {
      const { result } = await engine.generateTitles(
        generateTitlesInput.parse({ tone, productConcept: '🚀 a budgeting ebook for retirees' }),
      );
      for (const title of result) {
        expect(title).not.toContain('🚀');
        expect(title).not.toMatch(/\bebook\b/i);
        expect(title).not.toMatch(/: a\b|\ba Budgeting/);
        expect(title).toContain('Budgeting');
      }
      expect(result).not.toContain('The Method: 🚀 a Budgeting Ebook');
    }
  });

  it('leaves no emoji in the headings a section builds from the concept', async () => {
    const text = await write({
      title: 'Budgeting for Retirees',
      sectionName: 'Chapter 2',
      contentType: 'educational',
      productType: 'ebook',
      ideaContext: { concept: '🚀 a budgeting ebook for retirees', targetAudience: 'retirees' },
    });
    expect(text.split('\n').filter((line) => line.startsWith('#') && line.includes('🚀'))).toEqual([]);
    expect(text).not.toMatch(/🚀 a\b/);
  });
});

describe('retirees and others not short of time', () => {
  const TOLD_THEY_LACK_TIME =
    /\bbusy\b|busiest|lack(?:ing)? (?:the )?time|little (?:free )?time|short of time|time-poor|no time|more time|time-saving|not enough time/i;

  it('are not assumed to be busy, unlike an audience that says so', () => {
    expect(profileAudience('retirees').shortOfTime).toBe(false);
    expect(profileAudience('Retirees living on a pension and savings').shortOfTime).toBe(false);
    expect(profileAudience('university students with long summers').shortOfTime).toBe(false);
    expect(profileAudience('busy parents').shortOfTime).toBe(true);
    expect(profileAudience('nurses working night shifts').shortOfTime).toBe(true);
  });

  it('are not told they lack time in niches, titles, sections or chapters', async () => {
    const niches = (
      await engine.generateNiches(
        generateNichesInput.parse({ targetAudience: 'retirees', interests: 'budgeting, gardening', budget: 'Low' }),
      )
    ).result;
    expect(JSON.stringify(niches)).not.toMatch(TOLD_THEY_LACK_TIME);

    for (const tone of TITLE_TONES) {
      const { result } = await engine.generateTitles(
        generateTitlesInput.parse({
          tone,
          productConcept: 'Budgeting for retirees',
          ideaContext: { concept: 'Budgeting for retirees', targetAudience: 'Retirees' },
        }),
      );
      expect(result.join(' | ')).not.toMatch(TOLD_THEY_LACK_TIME);
    }

    const ideaContext = {
      concept: 'Budgeting in retirement',
      targetAudience: 'Retirees living on a pension and savings',
    };
    for (const sectionName of ['Introduction', 'Chapter 2', 'Conclusion', 'FAQ', 'Summary', 'Resources']) {
      const text = await write({ title: 'Budgeting in Retirement', sectionName, contentType: 'howto', ideaContext });
      expect(text, sectionName).not.toMatch(TOLD_THEY_LACK_TIME);
    }
    const chapter = await write(
      { title: 'Budgeting in Retirement', sectionName: 'Chapter 2', contentType: 'informative', ideaContext },
      chapterOf('Budgeting in Retirement', 'A Budget That Fits a Fixed Income', 'Set monthly limits'),
    );
    expect(chapter).not.toMatch(TOLD_THEY_LACK_TIME);
  });
});
