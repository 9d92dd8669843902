import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE_VALUES, TITLE_TONES } from '../../../shared/catalog.js';
import { CONTENT_TYPES, generateContentInput, saveContentInput } from '../../../shared/schemas/content.js';
import { generateProductIdeasInput, generateProductIdeasResult, saveIdeaInput } from '../../../shared/schemas/idea.js';
import { generateNichesInput, generateNichesResult, saveNicheInput } from '../../../shared/schemas/niche.js';
import { generateTitlesInput, generateTitlesResult, saveTitleInput } from '../../../shared/schemas/title.js';
import { splitAsides } from '../../../shared/markdown-asides.js';
import type { ContentStream } from '../engine.js';
import { unnamedInOrder, wrongReferences } from '../../../../tests/support/offline/book-checks.js';
import { parseOutline } from './content/outline.js';
import { createOfflineEngine } from './offline-engine.js';

const engine = createOfflineEngine();

// Inputs: realistic words, every case, punctuation, emoji, other scripts and 300-character words.
const WORDS = [
  'knitting',
  'Sourdough',
  'PRICING',
  'freelance',
  'graphic',
  'designers',
  'busy',
  'mothers',
  'first-time',
  'parents',
  'sleep',
  'routines',
  'nurses',
  'budgeting',
  'seniors',
  'home',
  'workouts',
  'to',
  'for',
  'the',
  'and',
  'of',
  'their',
  'your',
  'how',
  'why',
  'basics',
  'Basics',
  'SEO',
  'YouTube',
  'iPhone',
  'café',
  'naïve',
  'vs',
  'mom’s',
  "kids'",
  'e-mail',
  '(beginners)',
  'knit!',
  'what?',
  'really.',
  '20%',
  '$50',
  '&',
  '—',
  '...',
  'wool,',
  'cotton;',
  'yarn:',
  '“quoted”',
  '#1',
  '2024',
];
const OTHER_SCRIPTS = [
  '編み物',
  'вязание',
  'الحياكة',
  'कढ़ाई',
  '뜨개질',
  'πλέξιμο',
  'סריגה',
  'ถักนิตติ้ง',
  'Ölçü',
  'ŽLUŤOUČKÝ',
];
const EMOJI = ['🧶', '👩‍👧‍👦', '🏳️‍🌈', '👍🏽', '🇫🇷', '✨', '1️⃣'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéßø';

const randomWord = fc
  .array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 12 })
  .map((letters) => letters.join(''))
  .filter((word) => !/^(undefined|null|nan)$/i.test(word));
const hugeWord = fc.constantFrom(...LETTERS).map((letter) => `${letter}${'x'.repeat(299)}`);
const word = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 3, arbitrary: randomWord },
  { weight: 2, arbitrary: fc.constantFrom(...OTHER_SCRIPTS) },
  { weight: 1, arbitrary: fc.constantFrom(...EMOJI) },
  { weight: 1, arbitrary: hugeWord },
);
const casing = fc.constantFrom(
  (text: string) => text,
  (text: string) => text.toLowerCase(),
  (text: string) => text.toUpperCase(),
  (text: string) =>
    text.replace(/(^|\s)(\p{Ll})/gu, (_match, space: string, letter: string) => space + letter.toUpperCase()),
);
const phraseOf = (minWords: number, maxWords: number, maxLength: number) =>
  fc
    .tuple(fc.array(word, { minLength: minWords, maxLength: maxWords }), casing)
    .map(([words, applyCase]) => applyCase(words.join(' ')))
    .map((text) => (text.length > maxLength ? text.slice(0, maxLength) : text))
    .filter((text) => /[\p{L}\p{N}]/u.test(text));
const phrase = fc.oneof(
  { weight: 4, arbitrary: phraseOf(1, 6, 2_000) },
  { weight: 1, arbitrary: phraseOf(10, 60, 2_000) },
);
const shortPhrase = phraseOf(1, 8, 200);
const list = fc.array(phrase, { minLength: 0, maxLength: 6 });

const outline = fc.oneof(
  fc
    .array(fc.tuple(shortPhrase, fc.array(shortPhrase, { maxLength: 3 })), { minLength: 1, maxLength: 14 })
    .map((points) =>
      points
        .map(([point, details]) => [`- ${point}`, ...details.map((detail) => `  - ${detail}`)].join('\n'))
        .join('\n'),
    ),
  fc.array(shortPhrase, { minLength: 1, maxLength: 5 }).map((points) => points.join('; ')),
  shortPhrase.map((point) => `${point}?`),
);

// What every generated text must satisfy.
const DOUBLED_WORD = /(?<![\p{L}\p{N}'’-])([\p{L}\p{N}][\p{L}\p{N}'’-]*)[ \t]+\1(?![\p{L}\p{N}'’-])/iu;
// A word is any run of letters and digits, in any script: 'nulléa', typed by a user, is a word and no slot named null.
const BROKEN_SLOT = /[{}]|(?<![\p{L}\p{N}])(?:undefined|null|NaN)(?![\p{L}\p{N}])|\(\s*\)| {2}|[ \t][,.;:!?)]/u;
const SENTENCE_END = /[.!?:…]["”’*)\]]*$/;

/** What is wrong with a generated text: a doubled word or a broken slot, per line. */
function textProblems(text: string, where: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => [
      ...(DOUBLED_WORD.test(line) ? [`${where}: doubled word: ${line.slice(0, 120)}`] : []),
      ...(BROKEN_SLOT.test(line) ? [`${where}: broken slot: ${line.slice(0, 120)}`] : []),
    ]);
}

/** Starts with a capital where the script has case: the first letter or digit is not a lower-case letter. */
function capitalProblems(text: string, where: string): string[] {
  const first = /[\p{L}\p{N}]/u.exec(text)?.[0] ?? '';
  return /\p{Ll}/u.test(first) ? [`${where}: starts lower-case: ${text.slice(0, 120)}`] : [];
}

/** Names in italics and bold labels are not sentence text; what is left splits into sentences. */
function sentencesOf(paragraph: string): string[] {
  return paragraph
    .replace(/\*\*[^*]+?([:.!?]?)\*\*/g, 'Label$1')
    .replace(/\*[^*]+\*/g, 'Name')
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);
}

function sentenceProblems(paragraph: string, where: string): string[] {
  return sentencesOf(paragraph).flatMap((sentence) => [
    ...capitalProblems(sentence, where),
    ...(SENTENCE_END.test(sentence) ? [] : [`${where}: sentence without an end: ${sentence.slice(-120)}`]),
  ]);
}

const FUNCTION_WORD = /^(a|an|the|and|or|of|to|for|with|their|your|in|on|at|by|from|vs|as|how|why|what|&|—|\.\.\.)$/i;
/** A concept of function words only ('of the') has no subject to title. */
const hasContentWord = (text: string) =>
  text.split(/\s+/).some((token) => /[\p{L}\p{N}]/u.test(token) && !FUNCTION_WORD.test(token));

/**
 * Sentences that are the same once each heading's words are masked: one template filled with two points.
 * Headings are masked longest first, so a heading inside another does not break it.
 */
function repeatedTemplates(sentences: readonly string[], headings: readonly string[]): string[] {
  const names = headings
    .flatMap((heading) => [heading, heading.toLowerCase()])
    .filter((name) => name.length >= 4)
    .sort((a, b) => b.length - a.length);
  const masked = sentences.map((sentence) =>
    names.reduce((text, name) => text.split(name).join('§'), sentence.toLowerCase()),
  );
  // A sentence made only of a heading's own words (a question point asked again under its heading) holds no template.
  const holdsTemplate = (text: string) => /[\p{L}\p{N}]/u.test(text.split('§').join(''));
  return sentences.filter(
    (_sentence, index) => holdsTemplate(masked[index] ?? '') && masked.indexOf(masked[index] ?? '') !== index,
  );
}

/** Reader lines that are paragraphs: not headings, list items, fences or the lines that open and close a note. */
const isParagraph = (line: string) => line.length > 0 && !/^(#|- |\d+\. |```|:::)/.test(line);

async function readAll(stream: ContentStream): Promise<string> {
  let text = '';
  for await (const chunk of stream.textStream) text += chunk;
  return text;
}

const RUNS = 1_000;

describe('offline generator, for any input', () => {
  it('writes niches that are clean, distinct and within the save limits', async () => {
    await fc.assert(
      fc.asyncProperty(phrase, phrase, phraseOf(1, 4, 200), async (targetAudience, interests, budget) => {
        const input = generateNichesInput.safeParse({ targetAudience, interests, budget });
        fc.pre(input.success);
        const { result } = await engine.generateNiches(input.data);

        expect(generateNichesResult.safeParse({ niches: result }).success).toBe(true);
        const demographics = new Set(result.map((niche) => JSON.stringify(niche.demographics)));
        expect(demographics.size).toBe(result.length);
        for (const niche of result) {
          const saved = saveNicheInput.safeParse(niche);
          expect(saved.success, JSON.stringify(saved.error?.issues)).toBe(true);
          expect(saved.data).toEqual(niche);
          const texts = [
            niche.name,
            niche.marketSize,
            niche.competitionLevel,
            niche.profitPotential,
            niche.demographics.income,
            ...niche.demographics.painPoints,
          ];
          expect([
            ...capitalProblems(niche.name, 'niche name'),
            ...[niche.marketSize, niche.competitionLevel, niche.profitPotential].flatMap((field) =>
              sentenceProblems(field, 'niche'),
            ),
            ...niche.demographics.painPoints.flatMap((painPoint) => capitalProblems(painPoint, 'pain point')),
            ...texts.flatMap((text) => textProblems(text, 'niche')),
          ]).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('writes product ideas that are clean and within the save limits', async () => {
    const nicheContext = fc.option(
      fc.record({
        name: shortPhrase,
        competitionLevel: fc.constantFrom('High: crowded', 'Low', 'Medium'),
        targetAudience: phrase,
        painPoints: list,
        demographics: fc.record({ age: shortPhrase, income: fc.constantFrom('Low income', 'Middle income') }),
      }),
      { nil: undefined },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PRODUCT_TYPE_VALUES),
        phrase,
        nicheContext,
        async (productType, niche, context) => {
          const input = generateProductIdeasInput.safeParse({ productType, niche, nicheContext: context });
          fc.pre(input.success);
          const { result } = await engine.generateProductIdeas(input.data);

          expect(generateProductIdeasResult.safeParse({ ideas: result }).success).toBe(true);
          for (const idea of result) {
            const saved = saveIdeaInput.safeParse({ ...idea, productType });
            expect(saved.success, JSON.stringify(saved.error?.issues)).toBe(true);
            expect(saved.data).toEqual({ ...idea, productType });
            const texts = [idea.targetAudience, ...idea.sellingPoints, ...idea.modules];
            expect([
              ...sentenceProblems(idea.concept, 'concept'),
              ...textProblems(idea.concept, 'concept'),
              ...texts.flatMap((text) => [...capitalProblems(text, 'idea'), ...textProblems(text, 'idea')]),
              ...idea.modules.filter((module) => /:.*:/.test(module)).map((module) => `two labels: ${module}`),
            ]).toEqual([]);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('writes titles that read as titles and fit the save limit', async () => {
    const ideaContext = fc.option(
      fc.record({ concept: phrase, targetAudience: phrase, modules: fc.array(shortPhrase, { maxLength: 8 }) }),
      { nil: undefined },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TITLE_TONES), phrase, ideaContext, async (tone, productConcept, context) => {
        const input = generateTitlesInput.safeParse({ tone, productConcept, ideaContext: context });
        fc.pre(input.success && hasContentWord(productConcept));
        const { result } = await engine.generateTitles(input.data);

        expect(generateTitlesResult.safeParse({ titles: result }).success).toBe(true);
        expect(result.length).toBeGreaterThanOrEqual(5);
        for (const title of result) {
          const saved = saveTitleInput.safeParse({ title, tone });
          expect(saved.success, JSON.stringify(saved.error?.issues)).toBe(true);
          expect(saved.data?.title).toBe(title);
          expect([...capitalProblems(title, 'title'), ...textProblems(title, 'title')]).toEqual([]);
          expect(title, 'title ends on a dangling word').not.toMatch(/\s(a|an|the|and|or|of|to|for|with|their|your)$/i);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('writes content with every outline point as a heading, grammatical and within the save limits', async () => {
    const sectionName = fc.oneof(
      fc.constantFrom('Module 2', 'Chapter 1: Introduction', 'FAQ', 'Conclusion', 'Exercise 3', 'About the Author'),
      shortPhrase,
    );
    const ideaContext = fc.option(
      fc.record({
        concept: phrase,
        targetAudience: phrase,
        sellingPoints: fc.array(shortPhrase, { maxLength: 4 }),
        modules: fc.array(shortPhrase, { maxLength: 8 }),
      }),
      { nil: undefined },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          title: shortPhrase,
          sectionName,
          outline: fc.option(outline, { nil: undefined }),
          contentType: fc.constantFrom(...CONTENT_TYPES),
          productType: fc.option(fc.constantFrom(...PRODUCT_TYPE_VALUES), { nil: undefined }),
          ideaContext,
        }),
        async (body) => {
          const input = generateContentInput.safeParse(body);
          fc.pre(input.success);
          const text = await readAll(await engine.streamContent(input.data));

          const saved = saveContentInput.safeParse({
            sectionName: input.data.sectionName,
            content: text,
            contentType: input.data.contentType,
          });
          expect(saved.success, JSON.stringify(saved.error?.issues)).toBe(true);
          const headings = new Set([...text.matchAll(/^## (.+)$/gm)].map((match) => match[1] ?? ''));
          const paragraphs = text.split('\n').filter(isParagraph);
          const sentences = paragraphs.flatMap((line) =>
            sentencesOf(line).filter((sentence) => sentence.split(' ').length >= 6),
          );
          expect([
            ...parseOutline(input.data.outline)
              .filter((point) => !headings.has(point.heading))
              .map((point) => `missing heading: ${point.heading}`),
            ...textProblems(text, 'content'),
            ...paragraphs.flatMap((line) => sentenceProblems(line, 'content')),
            ...repeatedTemplates(sentences, [...headings]).map((sentence) => `template written twice: ${sentence}`),
          ]).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('writes a chapter for any place in any book: its own heading once, only the book’s titles, notes kept apart', async () => {
    const place = fc
      .record({ chapterCount: fc.integer({ min: 1, max: 40 }), number: fc.integer({ min: 1, max: 40 }) })
      .map(({ chapterCount, number }) => ({ chapterCount, number: Math.min(number, chapterCount) }));
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          bookTitle: shortPhrase,
          title: shortPhrase,
          goal: fc.oneof(fc.constant(''), phraseOf(1, 16, 300)),
          previousTitle: shortPhrase,
          nextTitle: shortPhrase,
          audience: fc.option(phrase, { nil: undefined }),
          summaries: fc.array(phraseOf(3, 30, 400), { maxLength: 4 }),
          contentType: fc.constantFrom(...CONTENT_TYPES),
        }),
        place,
        async (body, { chapterCount, number }) => {
          const input = generateContentInput.safeParse({
            title: body.bookTitle,
            sectionName: `Chapter ${number}`,
            contentType: body.contentType,
            productType: 'ebook',
            ...(body.audience ? { ideaContext: { targetAudience: body.audience } } : {}),
          });
          fc.pre(input.success && body.title.trim().length > 0);
          const chapter = {
            bookTitle: body.bookTitle,
            number,
            chapterCount,
            title: body.title.trim(),
            goal: body.goal,
            previousTitle: number > 1 ? body.previousTitle : null,
            nextTitle: number < chapterCount ? body.nextTitle : null,
            plan: [],
            earlier: body.summaries.map((summary, index) => ({ title: `Chapter ${index + 1}`, summary })),
          };
          const text = await readAll(await engine.streamContent({ ...input.data, chapter }));

          expect(
            saveContentInput.safeParse({ sectionName: 'Chapter', content: text, contentType: 'howto' }).success,
          ).toBe(true);
          expect(text.startsWith(`# ${chapter.title}\n`)).toBe(true);
          const headings = [...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]);
          expect(headings.slice(1)).not.toContain(chapter.title);
          const reader = splitAsides(text.slice(text.indexOf('\n')))
            .filter((part) => part.kind === 'text')
            .map((part) => part.markdown)
            .join('\n');
          expect(reader).not.toMatch(
            /\{\w+\}|(?<![\p{L}\p{N}])(?:undefined|null|NaN)(?![\p{L}\p{N}])|\byour notes\b\s*(?:\*\*|\(|:)/iu,
          );
          // The user's own words may hold quotes; what the writer adds must point ahead only to the next chapter.
          expect(
            wrongReferences({ ...chapter, markdown: text }, []).filter((problem) => problem.startsWith('points ahead')),
          ).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('writes an introduction or conclusion for any book: its heading once, every chapter named in order, nothing ahead', async () => {
    const summary = fc.oneof(
      fc.constant(''),
      phraseOf(3, 30, 400),
      phraseOf(1, 12, 200).map((aim) => `By the end of this chapter you will be able to ${aim}. It takes an evening.`),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          part: fc.constantFrom('introduction' as const, 'conclusion' as const),
          bookTitle: shortPhrase,
          sectionName: fc.constantFrom('Introduction', 'Conclusion', 'Course Overview', 'How to Use This Pack'),
          chapters: fc.array(fc.record({ title: shortPhrase, summary }), { minLength: 1, maxLength: 40 }),
          audience: fc.option(phrase, { nil: undefined }),
          concept: fc.option(phrase, { nil: undefined }),
          contentType: fc.constantFrom(...CONTENT_TYPES),
          productType: fc.option(fc.constantFrom(...PRODUCT_TYPE_VALUES), { nil: undefined }),
        }),
        async (body) => {
          const input = generateContentInput.safeParse({
            title: body.bookTitle,
            sectionName: body.sectionName,
            contentType: body.contentType,
            productType: body.productType,
            ideaContext: { targetAudience: body.audience, concept: body.concept },
          });
          const chapters = body.chapters.map((chapter) => ({ ...chapter, title: chapter.title.trim() }));
          // Curly quotes in the user's words would blur where the names the checks read begin and end.
          fc.pre(input.success && chapters.every((chapter) => chapter.title) && !/[“”]/.test(JSON.stringify(body)));
          const wholeBook = { part: body.part, bookTitle: body.bookTitle, chapters };
          const text = await readAll(await engine.streamContent({ ...input.data, wholeBook }));

          expect(
            saveContentInput.safeParse({ sectionName: body.sectionName, content: text, contentType: 'howto' }).success,
          ).toBe(true);
          expect(text.startsWith(`# ${body.sectionName}\n`)).toBe(true);
          const headings = [...text.matchAll(/^#{2,6} (.+)$/gm)].map((match) => match[1]?.toLowerCase());
          expect(headings).not.toContain(body.sectionName.toLowerCase());
          const reader = splitAsides(text)
            .filter((part) => part.kind === 'text')
            .map((part) => part.markdown)
            .join('\n');
          expect(reader).not.toMatch(
            /\{\w+\}|(?<![\p{L}\p{N}])(?:undefined|null|NaN)(?![\p{L}\p{N}])|\byour notes\b\s*(?:\*\*|\(|:)|\[/iu,
          );
          const titles = chapters.map((chapter) => chapter.title.replace(/\s+/g, ' '));
          expect(unnamedInOrder(text, titles)).toEqual([]);
          // Titles are printed as the creator wrote them, lower-case or not: the sentences around them are checked.
          const prose = reader
            .replace(/“[^”]*”/g, '“Title”')
            .split('\n')
            .filter(isParagraph);
          expect(prose.flatMap((line) => sentenceProblems(line, 'book end'))).toEqual([]);
          expect(
            wrongReferences({ title: body.sectionName, nextTitle: null, markdown: text }, titles).filter((problem) =>
              problem.startsWith('points ahead'),
            ),
          ).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
