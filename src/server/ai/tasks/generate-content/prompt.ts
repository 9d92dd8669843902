import type { ContentType } from '../../../../shared/schemas/content.js';
import type {
  ChapterContext,
  ContentRequest,
  PlannedLesson,
  WholeBookContext,
} from '../../book-context/chapter-context.js';
import { productFormat, type ProductFormat } from '../../book-context/product-formats.js';
import { bulletBlock, joinLines, labelledLine, type PromptParts } from '../../providers/prompt-format.js';
import { describeSection, moduleForSection, SECTION_GUIDANCE } from '../../book-context/section-role.js';
import { COURSE_PLAN_LIMITS, LIMITS } from '../../../../shared/limits.js';
import {
  lessonHeading,
  MODULE_SUMMARY_HEADING,
  SCRIPT_LABELS,
  SPOKEN_WORDS_PER_MINUTE,
  VIDEO_SCRIPT_HEADING,
} from '../../../../shared/course-module-text.js';
import {
  LICENSE_LABELS,
  LICENSE_RIGHTS,
  RIGHT_LABELS,
  type RightsLicense,
} from '../../../../shared/schemas/license.js';

/**
 * The words a part is asked for: a section's range, or for a course's module, a lesson's range for each of its
 * lessons (docs/decisions/0074-course-run.md).
 */
export function wordsAskedFor(input: Pick<ContentRequest, 'chapter'>): { min: number; max: number } {
  return wordsAskedForLessons(input.chapter?.lessons?.length ?? 0);
}

/** The words a part of `lessons` lessons is asked for; a section's range without lessons. */
export function wordsAskedForLessons(lessons: number): { min: number; max: number } {
  if (lessons === 0) return LIMITS.sectionWordsAsked;
  const { min, max } = COURSE_PLAN_LIMITS.lessonWordsAsked;
  return { min: min * lessons, max: max * lessons };
}

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

/**
 * The prompt for one section; with a chapter's place in its book, the chapter is written for that place, and with
 * the whole book, the introduction or conclusion is written from what its chapters say.
 */
export function buildContentPrompt(input: ContentRequest): PromptParts {
  const format = productFormat(input.productType);
  const { chapter, wholeBook } = input;
  const heading = wholeBook ? input.sectionName : (chapter?.title ?? input.sectionName);
  const words = wordsAskedFor(input);
  return {
    system: SYSTEM,
    prompt: joinLines([
      ...(wholeBook
        ? wholeBookRequest(input, wholeBook, format)
        : chapter
          ? chapterRequest(input, chapter, format)
          : sectionRequest(input, format)),
      '',
      `Role of this section: ${wholeBook ? WHOLE_BOOK_GUIDANCE[wholeBook.part](format) : SECTION_GUIDANCE[describeSection(heading).kind]}`,
      ...(input.license ? [licenseLine(input.license)] : []),
      `Content type: ${CONTENT_TYPE_GUIDANCE[input.contentType]}`,
      '',
      ...(chapter?.lessons?.length ? lessonLines(chapter.lessons) : pointLines(input, format)),
      '',
      'Requirements:',
      `- The first line is "# ${heading}", written once: no other heading repeats it.`,
      `- ${words.min} to ${words.max} words.`,
      ...(wholeBook
        ? wholeBookRules(wholeBook, format)
        : chapter?.lessons?.length
          ? lessonRules(chapter, format)
          : sectionRules(chapter, format)),
      ...(input.productType === 'workbook' && !wholeBook ? WORKBOOK_EXERCISE_RULES : []),
      ...FINISHED_TEXT,
      '- Markdown only: no preamble, no closing remarks about the text, no code fence around the answer.',
      ...(input.feedback ? ['', `This part is asked again. ${input.feedback}`] : []),
    ]),
  };
}

/** The rights a licensed product's License Terms must state, exactly as its license file lists them. */
function licenseLine({ preset, rights }: RightsLicense): string {
  const rightsOf = (given: boolean) =>
    LICENSE_RIGHTS.filter((right) => rights[right] === given)
      .map((right) => RIGHT_LABELS[right].toLowerCase())
      .join('; ') || 'nothing';
  return `The product is sold with ${LICENSE_LABELS[preset]}. State these rights exactly, no more and no fewer: the buyer may ${rightsOf(true)}; the buyer may not ${rightsOf(false)}.`;
}

/** What the section's "## " headings cover: the outline when given, the part's own points, or the writer's choice. */
function pointLines(input: ContentRequest, format: ProductFormat): string[] {
  const outline = input.outline?.trim();
  if (outline) {
    return [
      'Outline of this section. Cover every point, in this order; make each top-level point a "## " heading in its own wording, and treat sub-points as the content under it:',
      outline,
    ];
  }
  if (input.wholeBook) {
    return bulletBlock(
      'Cover these points, in this order, each as a "## " heading in its own wording:',
      WHOLE_BOOK_POINTS[input.wholeBook.part](format),
      true,
    );
  }
  return [
    'No outline was given: choose the 4 to 6 points a reader of this section needs most, in a logical order, each as a "## " heading.',
  ];
}

/**
 * What a workbook's section ends with: exercises in the Markdown its files print to fill in, and its fillable PDF
 * makes fields of (docs/decisions/0076-fillable-pdf.md); the offline writer's are workbook-exercises.ts.
 */
const WORKBOOK_EXERCISE_RULES = [
  '- End with a "## Your Turn" part of exercises the reader fills in on the page, each under a "### " heading, written only in these forms:',
  '  - boxes to tick: task items, "- [ ] " and the line; a rating from 1 to 5 as five task items, "- [ ] 1: not yet" to "- [ ] 5: …";',
  '  - a plan or log to write in: a table whose first column names each row and whose other columns are left empty ("|   |") for the reader’s words;',
  '  - a question to reflect on: a one-column table whose header is the question and whose three rows are left empty ("|   |") for the reader’s answer;',
  '  - a short question with a one-line answer: the question on its own line, then a line "Your answer: " followed by 30 escaped underscores ("\\_");',
  '  - a multiple-choice question: the question on its own line, then its choices as task items "- [ ] A. …", "- [ ] B. …".',
  '- After each plan and each question, give its model answer between a line ":::answer" and a line ":::": the question in bold, then the right choice, an example, or what a strong answer holds. Only the answer key prints it; the reader’s copy leaves it out.',
];

function sectionRules(chapter: ChapterContext | undefined, format: ProductFormat): string[] {
  return [
    '- Under each heading, real paragraphs with concrete steps, numbers and examples; use at least one list in the section.',
    '- Include one worked example that applies the advice to a realistic situation of the target audience.',
    '- End with a short list of key takeaways or next actions.',
    ...(chapter ? [nextChapterRule(chapter, format)] : []),
  ];
}

/** A course's module is written as its lessons, in the plan's order, each with what it must teach. */
function lessonLines(lessons: readonly PlannedLesson[]): string[] {
  return [
    'This module is taught in these lessons. Write every one, in this order, each under its own "## " heading exactly as given here:',
    ...lessons.flatMap((lesson, index) => [
      `- "## ${lessonHeading(index + 1, lesson.title)}"`,
      ...labelledLine('  Objective (what the learner can do after it)', lesson.objective),
      ...lesson.keyPoints.map((point) => `  - Key point: ${point}`),
    ]),
  ];
}

/**
 * What each lesson holds (docs/decisions/0074-course-run.md): its text, then its video script in the labelled
 * paragraphs the course kit reads, and the module's summary after the last lesson.
 */
function lessonRules(chapter: ChapterContext, format: ProductFormat): string[] {
  const { min, max } = COURSE_PLAN_LIMITS.lessonWordsAsked;
  const label = (kind: keyof typeof SCRIPT_LABELS) => `"**${SCRIPT_LABELS[kind]}:**"`;
  return [
    `- Each lesson is about ${min} to ${max} words: under its heading, the lesson's text for the learner, teaching its objective through every key point (a "### " heading for each where it helps), with a concrete example and a short task to do at the end.`,
    `- Then, in each lesson, a "### ${VIDEO_SCRIPT_HEADING}" for a talking-head video of 2 to 4 minutes (${SPOKEN_WORDS_PER_MINUTE} spoken words a minute): paragraphs each starting with ${label('screen')} (the few words shown on screen), ${label('say')} (the words spoken, conversational, written to be read aloud) or ${label('cue')} (what to show or do); nothing else under that heading.`,
    `- After the last lesson, "## ${MODULE_SUMMARY_HEADING}": a short list of what each lesson taught, in order.`,
    '- Use no other "## " headings.',
    nextChapterRule(chapter, format),
  ];
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
    '',
    ...bulletBlock(
      `Every ${unit} of the ${format.noun}, in order, with its goal (write only the one marked "this ${unit}"):`,
      chapter.plan.map(
        (planned, index) =>
          `"${planned.title}"${planned.goal.trim() ? `: ${planned.goal.trim()}` : ''}${index + 1 === chapter.number ? ` (this ${unit})` : ''}`,
      ),
      true,
    ),
    '',
    ...bulletBlock(
      `What earlier ${unit}s already say. Do not repeat it: build on it, and refer back in a phrase where it helps:`,
      chapter.earlier.map((earlier) => `"${earlier.title}": ${earlier.summary}`),
      true,
    ),
  ];
}

/**
 * The request of a book's introduction or conclusion, written after its chapters (docs/decisions/0029-book-runs.md):
 * every chapter in order with what it says, as the only source of what the book holds.
 */
function wholeBookRequest(input: ContentRequest, wholeBook: WholeBookContext, format: ProductFormat): string[] {
  const { unit } = format;
  const count = wholeBook.chapters.length;
  const untold = wholeBook.chapters.some((chapter) => !chapter.summary.trim());
  return [
    `Write "${input.sectionName}", the ${wholeBook.part} of the ${format.label.toLowerCase()} "${wholeBook.bookTitle}". ${count === 1 ? `Its one ${unit} is` : `Its ${count} ${unit}s are`} written: write the ${wholeBook.part} from what they say.`,
    '',
    `Format of the product: ${format.description}.`,
    ...ideaLines(input),
    '',
    ...bulletBlock(
      `The ${unit}s of the ${format.noun}, in order, with what each says${untold ? ` (a ${unit} given by its title alone has no summary here)` : ''}:`,
      wholeBook.chapters.map((chapter) =>
        chapter.summary.trim() ? `"${chapter.title}": ${chapter.summary.trim()}` : `"${chapter.title}"`,
      ),
      true,
    ),
  ];
}

/** What the introduction and the conclusion do, in the words of the prompt. */
const WHOLE_BOOK_GUIDANCE: Record<WholeBookContext['part'], (format: ProductFormat) => string> = {
  introduction: ({ noun, unit }) =>
    `This section opens the ${noun}, and it is written after the ${unit}s so it tells what they actually say: who the ${noun} is for and the problem it solves, what the reader will be able to do by the end, how the ${noun} is organised and how to use it. Earn trust with specifics from the ${unit}s, not hype.`,
  conclusion: ({ noun, unit }) =>
    `This section closes the ${noun}, and it is written after the ${unit}s so it draws together what they actually say: the key point of each ${unit}, then what the reader does next.`,
};

const WHOLE_BOOK_POINTS: Record<WholeBookContext['part'], (format: ProductFormat) => string[]> = {
  introduction: ({ noun, unit }) => [
    `Who the ${noun} is for, and the problem it solves for them.`,
    `What the reader will be able to do by the end, drawn from the ${unit}s.`,
    `How the ${noun} is organised: every ${unit} in the order listed, named by its title, with a sentence on what it covers; with more than 12 ${unit}s, group them into a few parts in order, so the list stays readable.`,
    `How to use the ${noun}: in what order to read it, and how to work with each ${unit}.`,
  ],
  conclusion: ({ unit }) => [
    `What the reader can now do: the key point of each ${unit}, in order, drawn together rather than listed one by one; with more than 12 ${unit}s, by groups of ${unit}s.`,
    `What to do next: concrete actions for the coming days and weeks, built on the ${unit}s.`,
  ],
};

function wholeBookRules(wholeBook: WholeBookContext, format: ProductFormat): string[] {
  const { noun, unit } = format;
  return [
    `- Name ${unit}s only by their titles exactly as listed, and name no ${unit} the ${noun} does not have.`,
    `- Say what each ${unit} covers in your own words, from its summary, or from its title alone when that is all that is given: do not copy a summary, and invent no detail a ${unit} does not hold.`,
    '- Under each heading, real paragraphs; use at least one list in the section.',
    ...(wholeBook.part === 'introduction'
      ? [`- Do not teach the ${unit}s' material here: say what each covers and leave the how to the ${unit} itself.`]
      : [
          `- Add no new material: no technique, fact, figure or step that the ${unit}s do not hold.`,
          `- End with a short list of next actions. This is the end of the ${noun}: do not announce a next ${unit}.`,
        ]),
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
