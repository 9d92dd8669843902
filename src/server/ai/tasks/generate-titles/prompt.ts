import type { GenerateTitlesInput } from '../../../../shared/schemas/title.js';
import { bulletBlock, joinLines, labelledLine, type PromptParts } from '../../providers/prompt-format.js';
import { TONE_GUIDANCE } from './tones.js';

export const TITLE_COUNT = 10;

const SYSTEM = [
  'You are a copywriter who titles digital info products: ebooks, courses, guides, workbooks and template packs.',
  'A good title tells the right buyer at a glance what they get and why it is for them. You write titles that are specific to the product in front of you and could not be reused for another one.',
].join(' ');

export function buildTitlesPrompt(input: GenerateTitlesInput): PromptParts {
  const idea = input.ideaContext;
  const concept = idea?.concept && idea.concept !== input.productConcept ? idea.concept : undefined;
  return {
    system: SYSTEM,
    prompt: joinLines([
      `Write ${TITLE_COUNT} titles for this digital info product.`,
      '',
      `- Product concept: ${input.productConcept}`,
      ...labelledLine('More about the concept', concept),
      ...labelledLine('Target audience', idea?.targetAudience),
      ...bulletBlock('Selling points:', idea?.sellingPoints),
      ...bulletBlock('What it covers:', idea?.modules),
      '',
      `Tone: ${input.tone}: ${TONE_GUIDANCE[input.tone]}.`,
      '',
      'Rules:',
      '- Every title must reflect this concept and, where known, this audience or its main benefit.',
      '- At most 12 words; a subtitle after a colon is welcome; under 150 characters in total.',
      '- Vary the structure: a promise, a how-to, a number, a question, a named method, an outcome with a time frame.',
      '- No numbering, no quotation marks, no claims the product cannot keep, no trademarked series names.',
    ]),
  };
}
