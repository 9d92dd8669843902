import type { GenerateNichesInput } from '../../../../shared/schemas/niche.js';
import { joinLines, type PromptParts } from '../../providers/prompt-format.js';

export const NICHE_COUNT = 5;

const SYSTEM = [
  'You are a market researcher who helps creators choose niches for digital info products: ebooks, online courses, guides, workbooks and template packs.',
  'You propose niches narrow enough for one product to serve well: a specific audience with a specific, urgent problem it already spends money or time on.',
  'You are concrete and honest. You name real sub-audiences, buying triggers and realistic price points. You do not invent statistics or cite sources, and you never pad with generic advice.',
].join(' ');

export function buildNichesPrompt(input: GenerateNichesInput): PromptParts {
  return {
    system: SYSTEM,
    prompt: joinLines([
      `Propose ${NICHE_COUNT} distinct niches for a digital info product.`,
      '',
      'What the creator told us:',
      `- Target audience: ${input.targetAudience}`,
      `- Interests and expertise: ${input.interests}`,
      `- Budget range: ${input.budgetRange} (what the creator can invest to build and launch the product; prefer niches that can be served well within it)`,
      '',
      'Every niche must sit where this audience and these interests meet: do not drift to other audiences or topics.',
      'Make the niches differ in angle (a sub-audience, a situation, a desired outcome or a moment of need), not only in wording.',
      '',
      'For each niche give:',
      '- name: a short, specific name that names both the audience and the problem or outcome (at most 12 words).',
      '- marketSize: Small, Medium or Large, then one sentence on how many people face this problem and how often they look for help.',
      '- competitionLevel: Low, Medium or High, then one sentence on what already exists and the gap it leaves.',
      '- profitPotential: Low, Medium or High, then one sentence with a realistic price point and why this audience pays.',
      '- demographics.age: the typical age range, e.g. "28–40".',
      '- demographics.income: the typical income level, with a short qualifier.',
      '- demographics.painPoints: 3 to 5 concrete problems, phrased the way this audience would say them.',
    ]),
  };
}
