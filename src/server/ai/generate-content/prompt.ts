import type { ContentType } from '../../../shared/schemas/content.js';
import type { ChapterContext, ContentRequest } from '../chapter-context.js';
import { productFormat, type ProductFormat } from '../product-formats.js';
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

/**
 * What the text is sold as: finished prose for the reader. Anything only the author can supply goes in an
 * author note (docs/decisions/0027-author-notes.md), which the files leave out.
 */
const FINISHED_TEXT = [
  '- Every sentence is for the reader and reads as finished: no placeholders, no [bracketed] instructions, no blanks to fill in for the author, no checklists or "notes" addressed to the author.',
  '- If a fact only the author can supply is needed (their name, credentials, a real case), ask for it in an author note, never in the text: a line ":::note", the request, then a line ":::".',
];

/** The prompt for one section; with a chapter's place in its book, the chapter is written for that place. */
export function buildContentPrompt(input: ContentRequest): PromptParts {
  const format = productFormat(input.productType);
  const outline = input.outline?.trim();
  const { chapter } = input;
  const role = describeSection(chapter?.title ?? input.sectionName);
  const heading = chapter?.title ?? input.sectionName;
  return {
    system: SYSTEM,
    prompt: joinLines([
      ...(chapter ? chapterRequest(input, chapter, format) : sectionRequest(input, format)),
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
      `- The first line is "# ${heading}", written once: no other heading repeats it.`,
      `- ${CONTENT_WORDS.min} to ${CONTENT_WORDS.max} words.`,
      '- Under each heading, real paragraphs with concrete steps, numbers and examples; use at least one list in the section.',
      '- Include one worked example that applies the advice to a realistic situation of the target audience.',
      '- End with a short list of key takeaways or next actions.',
      ...(chapter ? [nextChapterRule(chapter, format)] : []),
      ...FINISHED_TEXT,
      '- Markdown only: no preamble, no closing remarks about the text, no code fence around the answer.',
    ]),
  };
}

/** The request of a section written on its own (a tool used outside a book): the idea's modules give continuity. */
function sectionRequest(input: ContentRequest, format: ProductFormat): string[] {
  const idea = input.ideaContext;
  const module = moduleForSection(describeSection(input.sectionName), idea?.modules);
  return [
    `Write the section "${input.sectionName}" of the ${format.label.toLowerCase()} "${input.title}".`,
    '',
    `Format of the product: ${format.description}.`,
    ...ideaLines(input),
    ...bulletBlock('Parts of the whole product, for continuity (write only this section):', idea?.modules, true),
    ...labelledLine('This section covers the part', module),
  ];
}

/** The request of a chapter of a planned book: its place, its neighbours and what earlier chapters said. */
function chapterRequest(input: ContentRequest, chapter: ChapterContext, format: ProductFormat): string[] {
  const unit = format.unit;
  return [
    `Write ${unit} ${chapter.number} of ${chapter.chapterCount}, "${chapter.title}", of the ${format.label.toLowerCase()} "${chapter.bookTitle}".`,
    '',
    `Format of the product: ${format.description}.`,
    ...ideaLines(input),
    ...labelledLine(`Goal of this ${unit} (what the reader can do after it)`, chapter.goal),
    chapter.previousTitle
      ? `- The ${unit} before it: "${chapter.previousTitle}".`
      : `- This is the first ${unit} of the ${format.noun}.`,
    chapter.nextTitle
      ? `- The ${unit} after it: "${chapter.nextTitle}".`
      : `- This is the last ${unit} of the ${format.noun}.`,
    ...bulletBlock(
      `What earlier ${unit}s already say. Do not repeat it: build on it, and refer back in a phrase where it helps:`,
      chapter.earlier.map((earlier) => `"${earlier.title}": ${earlier.summary}`),
      true,
    ),
  ];
}

function nextChapterRule(chapter: ChapterContext, format: ProductFormat): string {
  return chapter.nextTitle
    ? `- If you point to what comes next, name only the next ${format.unit}, "${chapter.nextTitle}"; name no ${format.unit} the ${format.noun} does not have.`
    : `- This is the last ${format.unit}: do not announce a next ${format.unit}.`;
}

function ideaLines(input: ContentRequest): string[] {
  const idea = input.ideaContext;
  return [
    ...labelledLine('Product concept', idea?.concept),
    ...labelledLine('Target audience', idea?.targetAudience),
    ...bulletBlock(
      'Promises the product makes (this section must help keep them where it is relevant):',
      idea?.sellingPoints,
    ),
  ];
}
