import type { GenerateProductIdeasInput } from '../../../../shared/schemas/idea.js';
import { productFormat } from '../../book-context/product-formats.js';
import { bulletBlock, joinLines, labelledLine, type PromptParts } from '../../providers/prompt-format.js';

export const IDEA_COUNT = 4;

const SYSTEM = [
  'You are a product strategist for creators of digital info products.',
  'You turn a niche into product ideas a buyer would recognise as made for them: a clear promise, a format that fits how they learn, and a structure that delivers the result step by step.',
  'Be specific and practical. Avoid vague promises ("unlock your potential"), filler features and anything the creator could not actually deliver in the chosen format.',
].join(' ');

export function buildProductIdeasPrompt(input: GenerateProductIdeasInput): PromptParts {
  const format = productFormat(input.productType);
  const context = input.nicheContext;
  const unit = format.unit.charAt(0).toUpperCase() + format.unit.slice(1);
  return {
    system: SYSTEM,
    prompt: joinLines([
      `Propose ${IDEA_COUNT} distinct ${format.label} ideas for the niche "${input.niche}".`,
      '',
      `Format: ${format.description}.`,
      '',
      ...(context
        ? [
            'What we know about the niche:',
            ...labelledLine('Niche name', context.name),
            ...labelledLine('Target audience', context.targetAudience),
            ...labelledLine('Market size', context.marketSize),
            ...labelledLine('Competition', context.competitionLevel),
            ...labelledLine('Profit potential', context.profitPotential),
            ...labelledLine('Audience age', context.age),
            ...labelledLine('Audience income', context.income),
            ...bulletBlock('Pain points of the audience:', context.painPoints),
            '',
          ]
        : []),
      'Each idea must solve one or more of the audience’s real problems in this niche; where pain points are given, tie each idea to them explicitly.',
      'Make the ideas differ in angle (e.g. a quick-start system, a done-for-you toolkit, a deep dive on one problem, a time-boxed challenge), not only in wording.',
      '',
      'For each idea give:',
      `- concept: 2–3 sentences: what the ${format.noun} is, the concrete result the buyer gets, and how the format delivers it.`,
      '- targetAudience: one sentence naming exactly who it is for (situation, stage, constraint).',
      '- sellingPoints: 3 to 5 concrete differentiators, each tied to a pain point or to what competing products lack.',
      `- modules: 5 to 8 parts in order, each written "${unit} N: <specific title>", titles that state what the reader learns or makes in that part.`,
    ]),
  };
}
