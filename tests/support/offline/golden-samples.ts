import type { ProductType, TitleTone } from '../../../src/shared/catalog.js';
import { generateContentInput, type ContentType } from '../../../src/shared/schemas/content.js';
import { generateProductIdeasInput } from '../../../src/shared/schemas/idea.js';
import { generateNichesInput } from '../../../src/shared/schemas/niche.js';
import { generateTitlesInput } from '../../../src/shared/schemas/title.js';
import type { AiEngine } from '../../../src/server/ai/engine.js';

/** A realistic topic carried through the four tools, as a creator would use them. */
export interface GoldenTopic {
  slug: string;
  targetAudience: string;
  interests: string;
  budget: string;
  productType: ProductType;
  tone: TitleTone;
  contentType: ContentType;
  /** The outline the creator types for the first section; the second section is written without one. */
  outline: string;
}

export const GOLDEN_TOPICS: readonly GoldenTopic[] = [
  {
    slug: 'knitting-for-busy-mothers',
    targetAudience: 'Busy mothers of young children',
    interests: 'knitting',
    budget: 'Low ($0–$500)',
    productType: 'course',
    tone: 'friendly',
    contentType: 'howto',
    outline:
      '- Wool vs acrylic vs cotton\n- Choosing needles\n  - circular or straight\n  - sizes\n- Casting on in ten minutes',
  },
  {
    slug: 'freelance-pricing-for-graphic-designers',
    targetAudience: 'Freelance graphic designers who undercharge',
    interests: 'pricing, client proposals',
    budget: 'Medium ($500–$2,000)',
    productType: 'ebook',
    tone: 'professional',
    contentType: 'educational',
    outline: '- Hourly vs project pricing\n- Working out your minimum day rate\n- Raising prices for existing clients',
  },
  {
    slug: 'sourdough-baking-for-beginners',
    targetAudience: 'complete beginners who bake at home',
    interests: 'sourdough baking',
    budget: 'under $300',
    productType: 'guide',
    tone: 'casual',
    contentType: 'howto',
    outline: 'Feeding a starter; the first loaf; reading the crumb',
  },
  {
    slug: 'sleep-routines-for-first-time-parents',
    targetAudience: 'First-time parents of newborns',
    interests: 'baby sleep routines',
    budget: 'Low ($0–$500)',
    productType: 'workbook',
    tone: 'inspiring',
    contentType: 'informative',
    outline: '- What a routine can and cannot do\n- Bedtime steps\n- Night wakings\n- When to ask a doctor',
  },
  {
    slug: 'personal-finance-for-nurses',
    targetAudience: 'Nurses working night shifts',
    interests: 'personal finance and budgeting',
    budget: '$1,000–$5,000',
    productType: 'template',
    tone: 'authoritative',
    contentType: 'persuasive',
    outline: '- Irregular overtime pay\n- An emergency fund\n- Paying off student loans',
  },
  {
    slug: 'home-workouts-for-seniors',
    targetAudience: 'Seniors over 65 who live alone',
    interests: 'home workouts, balance exercises',
    budget: 'Low ($0–$500)',
    productType: 'ebook',
    tone: 'playful',
    contentType: 'storytelling',
    outline: '- Checking with your doctor first\n- A chair-based warm-up\n- Five balance moves\n- Tracking progress',
  },
];

/** The full output of the four tools for one topic, as markdown, each tool's output exactly as written. */
export async function renderGoldenSample(engine: AiEngine, topic: GoldenTopic): Promise<string> {
  const niches = (
    await engine.generateNiches(
      generateNichesInput.parse({
        targetAudience: topic.targetAudience,
        interests: topic.interests,
        budget: topic.budget,
      }),
    )
  ).result;
  const niche = niches[0];
  if (!niche) throw new Error(`No niche for ${topic.slug}`);
  const ideas = (
    await engine.generateProductIdeas(
      generateProductIdeasInput.parse({ productType: topic.productType, niche: niche.name, nicheContext: niche }),
    )
  ).result;
  const idea = ideas[0];
  if (!idea) throw new Error(`No idea for ${topic.slug}`);
  const titles = (
    await engine.generateTitles(
      generateTitlesInput.parse({ tone: topic.tone, productConcept: idea.concept, ideaContext: idea }),
    )
  ).result;
  const title = titles[0] ?? idea.concept;
  const sections = await Promise.all(
    idea.modules.slice(0, 2).map(async (sectionName, index) => {
      const input = generateContentInput.parse({
        title,
        sectionName,
        contentType: topic.contentType,
        productType: topic.productType,
        ideaContext: idea,
        ...(index === 0 ? { outline: topic.outline } : {}),
      });
      let text = '';
      for await (const chunk of (await engine.streamContent(input)).textStream) text += chunk;
      return { sectionName, outline: index === 0 ? topic.outline : undefined, text };
    }),
  );

  const lines = [
    `# Golden sample: ${topic.slug}`,
    '',
    `Input: audience “${topic.targetAudience}”, interests “${topic.interests}”, budget “${topic.budget}”; ` +
      `product type ${topic.productType}, tone ${topic.tone}, content type ${topic.contentType}.`,
    '',
    '## Niches',
    '',
    ...niches.flatMap((item, index) => [
      `### ${index + 1}. ${item.name}`,
      '',
      `- Market size: ${item.marketSize}`,
      `- Competition: ${item.competitionLevel}`,
      `- Profit potential: ${item.profitPotential}`,
      `- Age: ${item.demographics.age}`,
      `- Income: ${item.demographics.income}`,
      `- Pain points: ${item.demographics.painPoints.join('; ')}`,
      '',
    ]),
    `## Product ideas for niche 1 (${topic.productType})`,
    '',
    ...ideas.flatMap((item, index) => [
      `### Idea ${index + 1}`,
      '',
      item.concept,
      '',
      `- Target audience: ${item.targetAudience}`,
      `- Selling points: ${item.sellingPoints.join('; ')}`,
      `- Modules: ${item.modules.join('; ')}`,
      '',
    ]),
    `## Titles for idea 1 (${topic.tone})`,
    '',
    ...titles.map((item) => `- ${item}`),
    '',
    ...sections.flatMap((section) => [
      `## Content: ${section.sectionName} (${topic.contentType}, ${section.outline ? 'with outline' : 'no outline'})`,
      '',
      ...(section.outline ? ['Outline:', '', '```text', section.outline, '```', ''] : []),
      '````markdown',
      section.text.trimEnd(),
      '````',
      '',
    ]),
  ];
  return lines.join('\n');
}

export const goldenFileName = (topic: GoldenTopic) => `${topic.slug}.md`;
