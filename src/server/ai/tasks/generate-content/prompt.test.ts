import { describe, expect, it } from 'vitest';
import { generateContentInput } from '../../../../shared/schemas/content.js';
import { earlierWithinBound, type ChapterContext, type WholeBookContext } from '../../book-context/chapter-context.js';
import { summarizeChapter } from '../../book-context/summarize-chapter.js';
import { SECTION_GUIDANCE } from '../../book-context/section-role.js';
import { buildContentPrompt } from './prompt.js';
import { PRESET_RIGHTS } from '../../../../shared/schemas/license.js';

const base = {
  title: 'Sourdough Simplified',
  sectionName: 'Module 2',
  contentType: 'howto',
  productType: 'course',
  ideaContext: {
    concept: 'A sourdough course for busy bakers',
    targetAudience: 'Home bakers with full-time jobs',
    sellingPoints: ['Ten minutes a day'],
    modules: ['Module 1: Your Starter', 'Module 2: The First Loaf'],
  },
};

describe('buildContentPrompt', () => {
  it('uses the title, product type, idea context, section role and content type', () => {
    const { system, prompt } = buildContentPrompt(
      generateContentInput.parse({ ...base, outline: '- Mixing\n- Shaping' }),
    );

    expect(prompt).toContain('Write the section "Module 2" of the online course "Sourdough Simplified"');
    expect(prompt).toContain('Product concept: A sourdough course for busy bakers');
    expect(prompt).toContain('Target audience: Home bakers with full-time jobs');
    expect(prompt).toContain('- Ten minutes a day');
    expect(prompt).toContain('This section covers the part: The First Loaf');
    expect(prompt).toContain(SECTION_GUIDANCE.body);
    expect(prompt).toContain('How-to: make it doable');
    expect(prompt).toContain('- Mixing\n- Shaping');
    expect(prompt).toContain('The first line is "# Module 2", written once');
    expect(prompt).toContain('600 to 1500 words');
    expect(system).toMatch(/never write filler/i);
  });

  it('asks the model to choose the points when there is no outline, and adapts to the section kind', () => {
    const { prompt } = buildContentPrompt(
      generateContentInput.parse({ ...base, sectionName: 'FAQ', contentType: 'persuasive' }),
    );
    expect(prompt).toContain('No outline was given');
    expect(prompt).toContain(SECTION_GUIDANCE.questions);
    expect(prompt).toContain('Persuasive: make the case');
    expect(prompt).not.toContain('This section covers the part');
  });

  it("asks a workbook's section for exercises in the forms its files print to fill in, and their model answers; no other product's", () => {
    const workbook = buildContentPrompt(generateContentInput.parse({ ...base, productType: 'workbook' })).prompt;
    expect(workbook).toContain('- End with a "## Your Turn" part of exercises the reader fills in on the page');
    expect(workbook).toContain('"- [ ] 1: not yet"');
    expect(workbook).toContain('a line "Your answer: " followed by 30 escaped underscores');
    expect(workbook).toContain('a one-column table whose header is the question');
    expect(workbook).toContain('its model answer between a line ":::answer" and a line ":::"');
    expect(buildContentPrompt(generateContentInput.parse(base)).prompt).not.toContain('## Your Turn');
  });

  it("asks a licensed product's License Terms for its license's rights, exactly", () => {
    const terms = generateContentInput.parse({ ...base, productType: 'plr', sectionName: 'License Terms' });
    const { prompt } = buildContentPrompt({ ...terms, license: { preset: 'rr', rights: PRESET_RIGHTS.rr } });
    expect(prompt).toContain(
      'The product is sold with Resell Rights (RR). State these rights exactly, no more and no fewer: the buyer may sell it; bundle it with other products; offer it as a bonus; add it to a paid membership site; the buyer may not give it away for free;',
    );
    expect(buildContentPrompt(terms).prompt).not.toContain('State these rights exactly');
  });

  it('asks for finished text: no placeholders or notes for the author outside an author note', () => {
    const { prompt } = buildContentPrompt(generateContentInput.parse(base));
    expect(prompt).toMatch(/no placeholders, no \[bracketed\] instructions/);
    expect(prompt).toContain('a line ":::note", the request, then a line ":::"');
  });

  describe('for a chapter of a planned book', () => {
    const chapter: ChapterContext = {
      bookTitle: 'Sourdough for the Market Stall',
      number: 3,
      chapterCount: 12,
      title: 'Keeping Your Starter Strong',
      goal: 'Feed and store a starter so it is ready on every bake day',
      previousTitle: 'Flour, Water and Salt',
      nextTitle: 'Mixing Without a Mixer',
      plan: [
        { title: 'Why Sell Sourdough', goal: 'Decide whether a stall fits your week' },
        { title: 'Flour, Water and Salt', goal: 'Weigh every batch the same' },
        { title: 'Keeping Your Starter Strong', goal: 'Feed and store a starter so it is ready on every bake day' },
        { title: 'Mixing Without a Mixer', goal: '' },
      ],
      earlier: [
        { title: 'Why Sell Sourdough', summary: 'Sourdough sells at markets because it keeps.' },
        { title: 'Flour, Water and Salt', summary: 'Three ingredients, weighed.' },
      ],
    };
    const request = { ...generateContentInput.parse({ ...base, sectionName: 'Chapter 3' }), chapter };

    it('gives its place, goal, neighbours and what earlier chapters said, and keeps to its own heading', () => {
      const { prompt } = buildContentPrompt(request);

      expect(prompt).toContain(
        'Write module 3 of 12, "Keeping Your Starter Strong", of the online course "Sourdough for the Market Stall".',
      );
      expect(prompt).toContain(
        '- Goal of this module (what the reader can do after it): Feed and store a starter so it is ready on every bake day',
      );
      expect(prompt).toContain('- The module before it: "Flour, Water and Salt".');
      expect(prompt).toContain('- The module after it: "Mixing Without a Mixer".');
      expect(prompt).toContain('What earlier modules already say. Do not repeat it');
      expect(prompt).toContain('1. "Why Sell Sourdough": Sourdough sells at markets because it keeps.');
      expect(prompt).toContain('2. "Flour, Water and Salt": Three ingredients, weighed.');
      expect(prompt).toContain('The first line is "# Keeping Your Starter Strong", written once');
      expect(prompt).toContain('name only the next module, "Mixing Without a Mixer"');
      expect(prompt).toContain('Target audience: Home bakers with full-time jobs');
      expect(prompt).not.toContain('Module 2: The First Loaf');
      expect(prompt).not.toContain('# Chapter 3');
    });

    it('lists the whole plan in order, numbered with each goal, and marks this chapter', () => {
      const { prompt } = buildContentPrompt(request);

      expect(prompt).toContain(
        [
          'Every module of the course, in order, with its goal (write only the one marked "this module"):',
          '1. "Why Sell Sourdough": Decide whether a stall fits your week',
          '2. "Flour, Water and Salt": Weigh every batch the same',
          '3. "Keeping Your Starter Strong": Feed and store a starter so it is ready on every bake day (this module)',
          '4. "Mixing Without a Mixer"',
        ].join('\n'),
      );
      expect(buildContentPrompt({ ...request, chapter: { ...chapter, plan: [] } }).prompt).not.toContain(
        'Every module of the course',
      );
    });

    it('names no next chapter after the last one, and says when it is the first', () => {
      const last = buildContentPrompt({
        ...request,
        chapter: { ...chapter, number: 12, nextTitle: null },
      }).prompt;
      expect(last).toContain('This is the last module of the course.');
      expect(last).toContain('do not announce a next module');

      const first = buildContentPrompt({
        ...request,
        chapter: { ...chapter, number: 1, previousTitle: null, earlier: [] },
      }).prompt;
      expect(first).toContain('This is the first module of the course.');
      expect(first).not.toContain('What earlier modules already say');
    });
  });

  describe('for the introduction or conclusion of a written book', () => {
    /** A chapter as written: an opening that a summary keeps, and a body deep inside that it leaves out. */
    const chapterText = (title: string) =>
      `# ${title}\n\nThis chapter covers ${title.toLowerCase()}. It starts from what you have. Read it in order.\n\n## Method\n\nThe body of ${title.toLowerCase()} goes on at length here.\n`;
    const titles = ['Why Sell Sourdough', 'Flour, Water and Salt', 'Keeping Your Starter Strong'];
    const wholeBook = (part: WholeBookContext['part']): WholeBookContext => ({
      part,
      bookTitle: 'Sourdough for the Market Stall',
      chapters: earlierWithinBound(titles.map((title) => ({ title, summary: summarizeChapter(chapterText(title)) }))),
    });
    const ebook = generateContentInput.parse({ ...base, productType: 'ebook', sectionName: 'Introduction' });

    it('asks for the introduction from every chapter in order with its summary, and never the chapters’ full text', () => {
      const { prompt } = buildContentPrompt({ ...ebook, wholeBook: wholeBook('introduction') });

      expect(prompt).toContain(
        'Write "Introduction", the introduction of the ebook "Sourdough for the Market Stall". Its 3 chapters are written: write the introduction from what they say.',
      );
      expect(prompt).toContain(
        [
          'The chapters of the ebook, in order, with what each says:',
          '1. "Why Sell Sourdough": This chapter covers why sell sourdough. It starts from what you have. Read it in order.',
          '2. "Flour, Water and Salt": This chapter covers flour, water and salt. It starts from what you have. Read it in order.',
          '3. "Keeping Your Starter Strong": This chapter covers keeping your starter strong. It starts from what you have. Read it in order.',
        ].join('\n'),
      );
      expect(prompt).not.toContain('goes on at length');
      expect(prompt).toContain('The first line is "# Introduction", written once');
      expect(prompt).toMatch(/who the ebook is for and the problem it solves/i);
      expect(prompt).toContain('What the reader will be able to do by the end');
      expect(prompt).toContain(
        'How the ebook is organised: every chapter in the order listed, named by its title, with a sentence on what it covers',
      );
      expect(prompt).toContain('How to use the ebook');
      expect(prompt).toContain('Name chapters only by their titles exactly as listed');
      expect(prompt).toContain('do not copy a summary');
      expect(prompt).toContain('a line ":::note", the request, then a line ":::"');
      expect(prompt).not.toContain('worked example');
      expect(prompt).not.toContain('Module 2: The First Loaf');
    });

    it('asks for the conclusion in the product’s own section name and units, adding nothing and announcing nothing', () => {
      const course = generateContentInput.parse({ ...base, sectionName: 'Course Conclusion' });
      const { prompt } = buildContentPrompt({ ...course, wholeBook: wholeBook('conclusion') });

      expect(prompt).toContain(
        'Write "Course Conclusion", the conclusion of the online course "Sourdough for the Market Stall". Its 3 modules are written',
      );
      expect(prompt).toContain(
        '3. "Keeping Your Starter Strong": This chapter covers keeping your starter strong. It starts',
      );
      expect(prompt).toContain('The first line is "# Course Conclusion", written once');
      expect(prompt).toContain('the key point of each module, in order, drawn together');
      expect(prompt).toContain('What to do next: concrete actions');
      expect(prompt).toContain('Add no new material');
      expect(prompt).toContain('do not announce a next module');
      expect(prompt).toMatch(/no placeholders, no \[bracketed\] instructions/);
    });

    it('lists a chapter whose summary did not fit by its title alone, and says so', () => {
      const book: WholeBookContext = {
        ...wholeBook('conclusion'),
        chapters: [
          { title: 'Why Sell Sourdough', summary: '' },
          { title: 'Flour, Water and Salt', summary: 'Weigh it.' },
        ],
      };
      const { prompt } = buildContentPrompt({ ...ebook, wholeBook: book });

      expect(prompt).toContain(
        '(a chapter given by its title alone has no summary here):\n1. "Why Sell Sourdough"\n2.',
      );
      expect(prompt).toContain('Its 2 chapters are written');
    });
  });
});
