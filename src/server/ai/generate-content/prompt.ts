import type { ContentType, GenerateContentInput } from '../../../shared/schemas/content.js';
import { productFormat } from '../product-formats.js';
import { bulletBlock, joinLines, labelledLine, type PromptParts } from '../prompt-format.js';
import { describeSection, moduleForSection, SECTION_GUIDANCE } from '../section-role.js';

export const CONTENT_WORDS = { min: 600, max: 1_500 } as const;

const CONTENT_TYPE_GUIDANCE: Record<ContentType, string> = {
  educational:
    'Educational: teach. Explain why before how, define terms the first time they appear, build from simple to advanced, and check understanding with a short question or exercise.',
  howto:
    'How-to: make it doable. Give numbered steps with what to prepare, how long each takes and what the result looks like; say where people get stuck and how to get unstuck.',
  informative:
    'Informative: inform precisely. Lay out facts, options and trade-offs neutrally, compare them, and give figures only where they are well established.',
  persuasive:
    'Persuasive: make the case. Lead with the reader’s problem and the cost of leaving it, show the benefits with evidence and examples, answer the main objections, and end with a clear next action. No hype.',
  storytelling:
    'Storytelling: teach through a story. Follow a relatable character from this audience facing its real problem, show the turning points, and draw explicit, practical lessons from each.',
};

const SYSTEM = [
  'You are a senior non-fiction writer and instructional designer who writes sections of digital info products.',
  'You write specific, practical and accurate content: concrete steps, numbers, examples and decisions the reader can act on today.',
  'You never write filler, generic motivation, placeholder text or remarks about yourself or the writing. You answer in Markdown only.',
].join(' ');

export function buildContentPrompt(input: GenerateContentInput): PromptParts {
  const format = productFormat(input.productType);
  const idea = input.ideaContext;
  const role = describeSection(input.sectionName);
  const module = moduleForSection(role, idea?.modules);
  const outline = input.outline?.trim();
  return {
    system: SYSTEM,
    prompt: joinLines([
      `Write the section "${input.sectionName}" of the ${format.label.toLowerCase()} "${input.title}".`,
      '',
      `Format of the product: ${format.description}.`,
      ...labelledLine('Product concept', idea?.concept),
      ...labelledLine('Target audience', idea?.targetAudience),
      ...bulletBlock(
        'Promises the product makes (this section must help keep them where it is relevant):',
        idea?.sellingPoints,
      ),
      ...bulletBlock('Parts of the whole product, for continuity (write only this section):', idea?.modules, true),
      ...labelledLine('This section covers the part', module),
      '',
      `Role of this section: ${SECTION_GUIDANCE[role.kind]}`,
      `Content type: ${CONTENT_TYPE_GUIDANCE[input.contentType]}`,
      '',
      ...(outline
        ? [
            'Outline of this section. Cover every point, in this order; make each top-level point a "## " heading in its own wording, and treat sub-points as the content under it:',
            outline,
          ]
        : [
            'No outline was given: choose the 4 to 6 points a reader of this section needs most, in a logical order, each as a "## " heading.',
          ]),
      '',
      'Requirements:',
      `- The first line is "# ${input.sectionName}".`,
      `- ${CONTENT_WORDS.min} to ${CONTENT_WORDS.max} words.`,
      '- Under each heading, real paragraphs with concrete steps, numbers and examples; use at least one list in the section.',
      '- Include one worked example that applies the advice to a realistic situation of the target audience.',
      '- End with a short list of key takeaways or next actions.',
      '- Markdown only: no preamble, no closing remarks about the text, no code fence around the answer.',
    ]),
  };
}
