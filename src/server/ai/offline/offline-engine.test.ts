import { countWords } from '../../../shared/count-words.js';
import { describe, expect, it } from 'vitest';
import { splitAsides } from '../../../shared/markdown-asides.js';
import { PRODUCT_TYPE_VALUES, TITLE_TONES } from '../../../shared/catalog.js';
import { CONTENT_TYPES, generateContentInput, type GenerateContentBody } from '../../../shared/schemas/content.js';
import { generateProductIdeasInput, generateProductIdeasResult } from '../../../shared/schemas/idea.js';
import { generateNichesInput, generateNichesResult, saveNicheInput } from '../../../shared/schemas/niche.js';
import { generateTitlesInput, generateTitlesResult } from '../../../shared/schemas/title.js';
import { SECTION_TYPES } from '../../../shared/section-types.js';
import type { ContentStream } from '../engine.js';
import { createOfflineEngine } from './offline-engine.js';
import { withCpuTime } from '../../../../tests/support/cpu-time.js';

const engine = createOfflineEngine();

const parentsNiches = generateNichesInput.parse({
  targetAudience: 'busy first-time parents',
  interests: 'meal prep',
  budgetRange: '$500–$1,000',
});
const idea = {
  concept:
    'A quick-start course on meal prep for busy first-time parents: seven modules that end with one action each.',
  targetAudience: 'Busy first-time parents who are new to meal prep',
  sellingPoints: ['Plans ready to use the same day', 'Built around naps and broken sleep'],
  modules: ['Module 1: Why Meal Prep Feels Hard', 'Module 2: Sunday Batch Cooking', 'Module 3: Storing and Reheating'],
};
const OUTLINE = [
  '- Why a weekly plan beats daily decisions',
  '- Choosing three recipes',
  '  - one batch protein',
  '  - one grain',
  '- The 90-minute Sunday session',
  '- Storing and reheating safely',
].join('\n');

const contentInput = (body: Partial<GenerateContentBody> = {}) =>
  generateContentInput.parse({
    title: 'The Meal Prep Handbook for Busy First-Time Parents',
    sectionName: 'Module 2',
    contentType: 'howto',
    productType: 'course',
    outline: OUTLINE,
    ideaContext: idea,
    ...body,
  });

async function readAll(stream: ContentStream): Promise<{ chunks: string[]; text: string }> {
  const chunks: string[] = [];
  for await (const chunk of stream.textStream) chunks.push(chunk);
  return { chunks, text: chunks.join('') };
}

const writeContent = async (body: Partial<GenerateContentBody> = {}) =>
  (await readAll(await engine.streamContent(contentInput(body)))).text;

const headingsOf = (markdown: string) => [...markdown.matchAll(/^## (.+)$/gm)].map((match) => match[1]);

describe('offline engine', () => {
  it('reports itself as the offline provider with no token usage', async () => {
    const generation = await engine.generateNiches(parentsNiches);
    expect(engine.info).toEqual({ provider: 'offline', model: 'infoforge-offline' });
    expect(generation).toMatchObject({
      provider: 'offline',
      model: 'infoforge-offline',
      usage: { inputTokens: 0, outputTokens: 0 },
    });
  });

  it('is deterministic: the same input gives the same results', async () => {
    const ideasInput = generateProductIdeasInput.parse({ productType: 'ebook', niche: 'Meal Prep for Busy Parents' });
    const titlesInput = generateTitlesInput.parse({ tone: 'casual', productConcept: idea.concept, ideaContext: idea });

    expect((await engine.generateNiches(parentsNiches)).result).toEqual(
      (await engine.generateNiches(parentsNiches)).result,
    );
    expect((await engine.generateProductIdeas(ideasInput)).result).toEqual(
      (await engine.generateProductIdeas(ideasInput)).result,
    );
    expect((await engine.generateTitles(titlesInput)).result).toEqual(
      (await engine.generateTitles(titlesInput)).result,
    );
    expect(await writeContent()).toBe(await writeContent());
  });

  it('varies with the input', async () => {
    const other = generateNichesInput.parse({ ...parentsNiches, budgetRange: 'under $100' });
    expect((await engine.generateNiches(other)).result).not.toEqual(
      (await engine.generateNiches(parentsNiches)).result,
    );
    expect(await writeContent({ contentType: 'storytelling' })).not.toBe(await writeContent());
  });
});

describe('offline niches', () => {
  it('are about exactly the audience and interests given', async () => {
    const { result } = await engine.generateNiches(parentsNiches);

    expect(generateNichesResult.safeParse({ niches: result }).success).toBe(true);
    expect(result).toHaveLength(5);
    for (const niche of result) {
      expect(niche.name).toContain('Meal Prep');
      expect(niche.name).toContain('Busy First-Time Parents');
      expect(niche.demographics.painPoints.length).toBeGreaterThanOrEqual(3);
      expect(niche.demographics.painPoints.join(' ')).toMatch(/meal prep/i);
      expect(niche.demographics.age).toBe('25–40');
    }
    expect(new Set(result.map((niche) => niche.name)).size).toBe(5);
    expect(result.map((niche) => niche.profitPotential).join(' ')).toContain('$500–$1,000');
  });

  it('state the budget as an amount when the choice names one', async () => {
    const { result } = await engine.generateNiches(
      generateNichesInput.parse({
        targetAudience: 'new parents',
        interests: 'meal prep',
        budgetRange: 'Low ($0–$500)',
      }),
    );
    const profit = result.map((niche) => niche.profitPotential).join(' ');
    expect(profit).toContain('$0–$500');
    expect(profit).not.toContain('Low (');
  });

  it('follow a different audience and combine several interests', async () => {
    const { result } = await engine.generateNiches(
      generateNichesInput.parse({
        targetAudience: 'Retired teachers',
        interests: 'watercolor painting, travel sketching',
        budget: '$200',
      }),
    );
    const names = result.map((niche) => niche.name).join(' | ');
    expect(names).toContain('Watercolor Painting');
    expect(names).toContain('Travel Sketching');
    expect(names).toContain('Retired Teachers');
    expect(result[0]?.demographics.age).toBe('60–75');
  });
});

describe('offline product ideas', () => {
  const niche = {
    name: 'Time-Saving Meal Prep Systems for Busy First-Time Parents',
    marketSize: 'Large',
    competitionLevel: 'High: many blogs',
    profitPotential: 'High',
    demographics: {
      age: '25–40',
      income: 'Middle income',
      painPoints: ['Cooking every night after the baby is asleep'],
    },
  };

  it('build on the niche, its pain points and the product type', async () => {
    const { result } = await engine.generateProductIdeas(
      generateProductIdeasInput.parse({ productType: 'course', niche: niche.name, nicheContext: niche }),
    );

    expect(generateProductIdeasResult.safeParse({ ideas: result }).success).toBe(true);
    expect(result).toHaveLength(4);
    for (const idea of result) {
      expect(idea.concept).toMatch(/course/);
      expect(idea.concept).toMatch(/meal prep/i);
      expect(idea.concept).toContain('busy first-time parents');
      expect(idea.targetAudience).toMatch(/^Busy first-time parents/);
      expect(idea.targetAudience).toContain('25–40');
      expect(idea.modules.length).toBeGreaterThanOrEqual(5);
      expect(idea.modules.every((module, index) => module.startsWith(`Module ${index + 1}: `))).toBe(true);
    }
    expect(result.flatMap((idea) => idea.sellingPoints).join(' ')).toContain(
      'cooking every night after the baby is asleep',
    );
  });

  it('accept the wizard variant of the niche context', async () => {
    const { result } = await engine.generateProductIdeas(
      generateProductIdeasInput.parse({
        productType: 'template',
        niche: 'Budgeting for Freelance Designers',
        nicheContext: {
          name: 'Budgeting for Freelance Designers',
          targetAudience: 'Freelance designers',
          painPoints: ['Irregular income'],
        },
      }),
    );
    expect(result[0]?.modules[0]).toMatch(/^Template 1: /);
    expect(result[0]?.targetAudience).toMatch(/^Freelance designers/);
    expect(result.flatMap((idea) => idea.sellingPoints).join(' ')).toContain('irregular income');
  });
});

describe('offline titles', () => {
  it('follow the concept and audience in every tone', async () => {
    const byTone = new Map<string, string[]>();
    for (const tone of TITLE_TONES) {
      const { result } = await engine.generateTitles(
        generateTitlesInput.parse({ tone, productConcept: 'An ebook on sourdough baking for busy home bakers' }),
      );
      expect(generateTitlesResult.safeParse({ titles: result }).success).toBe(true);
      expect(result.length).toBeGreaterThanOrEqual(8);
      expect(result.every((title) => /Sourdough Baking/.test(title))).toBe(true);
      byTone.set(tone, result);
    }
    const professional = new Set(byTone.get('professional'));
    expect(byTone.get('playful')?.some((title) => professional.has(title))).toBe(false);
  });

  it('never end on a word a title cannot end on, even when the concept is only such words', async () => {
    for (const tone of TITLE_TONES) {
      const { result } = await engine.generateTitles(generateTitlesInput.parse({ tone, productConcept: 'bUT of' }));
      expect(result.length).toBeGreaterThanOrEqual(5);
      for (const title of result) expect(title).not.toMatch(/\s(but|of)$/i);
    }
  });

  it('use the audience of the idea context', async () => {
    const { result } = await engine.generateTitles(
      generateTitlesInput.parse({ tone: 'friendly', productConcept: idea.concept, ideaContext: idea }),
    );
    expect(result).toHaveLength(10);
    expect(result.join(' ')).toContain('Busy First-Time Parents');
    expect(result.every((title) => title.includes('Meal Prep'))).toBe(true);
  });
});

describe('offline content', () => {
  it('starts with the section name and follows the outline points as headings, in order', async () => {
    const text = await writeContent();

    expect(text.split('\n')[0]).toBe('# Module 2');
    const headings = headingsOf(text);
    expect(headings.slice(0, 4)).toEqual([
      'Why a weekly plan beats daily decisions',
      'Choosing three recipes',
      'The 90-minute Sunday session',
      'Storing and reheating safely',
    ]);
    expect(text).toContain('One batch protein');
    expect(countWords(text)).toBeGreaterThanOrEqual(600);
    expect(countWords(text)).toBeLessThanOrEqual(1_500);
  });

  it('has real paragraphs, a list and a worked example built from the idea context', async () => {
    const text = await writeContent();

    expect(text).toMatch(
      /^:::note\n\nAdd a worked example: this module applied by one of the busy first-time parents/m,
    );
    expect(text).toMatch(/^- /m);
    expect(text).toMatch(/^1\. /m);
    expect(text.split('\n\n').filter((block) => countWords(block) >= 30).length).toBeGreaterThanOrEqual(6);
    expect(text).toContain('busy first-time parents');
    expect(text).toContain('focuses on Sunday batch cooking');
    expect(text).toContain('Next up: Storing and Reheating');
    expect(text).not.toMatch(/lorem|ipsum|\{\w+\}|undefined/i);
  });

  it('writes every section type of every product type in every content type within 600–1,500 words', async () => {
    for (const productType of PRODUCT_TYPE_VALUES) {
      for (const [index, sectionName] of SECTION_TYPES[productType].sections.entries()) {
        const contentType = CONTENT_TYPES[index % CONTENT_TYPES.length] ?? 'educational';
        for (const outline of [undefined, 'Getting started', OUTLINE]) {
          const text = await writeContent({ productType, sectionName, contentType, outline, ideaContext: undefined });
          const words = countWords(text);
          expect(text.startsWith(`# ${sectionName}\n`), sectionName).toBe(true);
          expect(words, `${productType} / ${sectionName} / ${contentType}`).toBeGreaterThanOrEqual(600);
          expect(words, `${productType} / ${sectionName} / ${contentType}`).toBeLessThanOrEqual(1_500);
          expect(text).not.toMatch(/\{\w+\}/);
          const reader = splitAsides(text).filter((part) => part.kind === 'text');
          expect(reader.map((part) => part.markdown).join('\n'), `${productType} / ${sectionName}`).not.toMatch(
            /[[\]]|your notes/i,
          );
        }
      }
    }
  });

  it('stays within 1,500 words for a long outline, keeping its first twelve points as headings', async () => {
    const outline = Array.from(
      { length: 18 },
      (_, index) => `- Point ${index + 1} about weekly planning\n  - a detail`,
    ).join('\n');
    const text = await writeContent({ outline });

    expect(headingsOf(text).slice(0, 12)).toEqual(
      Array.from({ length: 12 }, (_, index) => `Point ${index + 1} about weekly planning`),
    );
    expect(countWords(text)).toBeLessThanOrEqual(1_500);
  });

  it('streams in word chunks that add up to the finished text', async () => {
    const stream = await engine.streamContent(contentInput());
    const { chunks, text } = await readAll(stream);
    const finished = await stream.finished;

    expect(chunks.length).toBeGreaterThan(100);
    expect(finished.text).toBe(text);
    expect(finished).toMatchObject({ provider: 'offline', usage: { inputTokens: 0, outputTokens: 0 } });
  });

  it('stops with kind aborted when the caller cancels or the reader stops', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(engine.streamContent(contentInput(), { signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });

    const stream = await engine.streamContent(contentInput());
    for await (const chunk of stream.textStream) {
      expect(chunk).toBeTruthy();
      break;
    }
    await expect(stream.finished).rejects.toMatchObject({ kind: 'aborted' });
  });
});

describe('offline output a creator reported as garbled', () => {
  it('names a section and its book by their words, without their emoji, and a section of emoji alone by its module', async () => {
    const title = '🍼 The Meal Prep Handbook for Busy First-Time Parents';
    const named = await writeContent({ title, sectionName: 'Module 2: 🥕 Sunday Batch Cooking 🍲' });
    const emojiOnly = await writeContent({ title, sectionName: 'Module 2: 🥕🍲' });
    for (const text of [named, emojiOnly]) {
      const [heading, ...prose] = text.split('\n');
      expect(heading).toMatch(/^# Module 2: 🥕/u);
      expect(prose.join('\n')).not.toMatch(/\p{Extended_Pictographic}/u);
      expect(prose.join('\n')).toMatch(/sunday batch cooking/i);
    }
  });

  it('titles a hand-typed concept as a title, not as a cut-off clause', async () => {
    for (const tone of ['friendly', 'playful'] as const) {
      const { result } = await engine.generateTitles(
        generateTitlesInput.parse({ tone, productConcept: 'Teaching busy moms to knit their first sweater' }),
      );
      expect(result.join(' | ')).not.toMatch(/Busy Moms to Knit|Their First(?! Sweater)/);
      expect(result.every((title) => title.includes('Knit Your First Sweater'))).toBe(true);
    }
  });

  it('does not double a word of a generated niche name when ideas build on it', async () => {
    const { result } = await engine.generateProductIdeas(
      generateProductIdeasInput.parse({
        productType: 'ebook',
        niche: 'Pricing Basics for Freelance Graphic Designers',
      }),
    );
    const text = JSON.stringify(result);
    expect(text).not.toMatch(/Basics Basics/i);
    for (const idea of result) for (const module of idea.modules) expect(module).not.toMatch(/:.*:/);
  });

  it('regenerates niches from a niche name without wrapping it twice', async () => {
    const { result } = await engine.generateNiches(
      generateNichesInput.parse({
        targetAudience: 'Freelance graphic designers',
        interests: 'Pricing Basics for Freelance Graphic Designers',
        budget: 'Low',
      }),
    );
    for (const niche of result) {
      expect(niche.name).not.toMatch(/Basics Basics|Designers.*Designers|Basics (Strategies|Systems|Challenge)/);
      expect(niche.name).toMatch(/Pricing/);
    }
  });

  it('keeps niche names from a 300-character word within the save limit', async () => {
    const { result } = await engine.generateNiches(
      generateNichesInput.parse({ targetAudience: 'busy moms', interests: `k${'n'.repeat(299)}`, budget: 'Low' }),
    );
    for (const niche of result) {
      expect(niche.name.length).toBeLessThanOrEqual(200);
      expect(saveNicheInput.safeParse(niche).success).toBe(true);
    }
    expect(new Set(result.map((niche) => niche.demographics.income)).size).toBe(result.length);
  });

  it('addresses each outline point under its own heading with author notes, without quoting it', async () => {
    const text = await writeContent({
      title: 'Knit Your First Sweater',
      sectionName: 'Module 1',
      outline: '- Wool vs acrylic vs cotton\n- Choosing needles',
      ideaContext: undefined,
    });
    expect(headingsOf(text).slice(0, 2)).toEqual(['Wool vs acrylic vs cotton', 'Choosing needles']);
    expect(text).toMatch(/^:::note\n\n- \[ \] /m);
    expect(text).not.toMatch(/your notes/i);
    expect(text).not.toMatch(/“Wool vs acrylic vs cotton”|"Wool vs acrylic vs cotton"/);
    expect(text).not.toMatch(/under control|knit your first sweater under/i);
  });
});

describe('offline speed', () => {
  it('answers every task in under 50 ms of CPU time', async () => {
    const ideasInput = generateProductIdeasInput.parse({ productType: 'course', niche: 'Meal Prep for Busy Parents' });
    const titlesInput = generateTitlesInput.parse({ tone: 'urgent', productConcept: idea.concept, ideaContext: idea });
    const tasks: Record<string, () => Promise<unknown>> = {
      niches: () => engine.generateNiches(parentsNiches),
      ideas: () => engine.generateProductIdeas(ideasInput),
      titles: () => engine.generateTitles(titlesInput),
      content: async () => readAll(await engine.streamContent(contentInput())),
    };
    for (const [task, run] of Object.entries(tasks)) {
      await run();
      const times: number[] = [];
      for (let round = 0; round < 10; round += 1) times.push((await withCpuTime(run)).cpuMs);
      expect(Math.max(...times), task).toBeLessThan(50);
    }
  });
});
