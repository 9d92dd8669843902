import { describe, expect, it } from 'vitest';
import { generateContentInput } from '../../../shared/schemas/content.js';
import type { ChapterContext } from '../chapter-context.js';
import { SECTION_GUIDANCE } from '../section-role.js';
import { buildContentPrompt } from './prompt.js';

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
      plan: [],
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
});
