import { describe, expect, it } from 'vitest';
import { generateContentInput } from '../../../shared/schemas/content.js';
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
    expect(prompt).toContain('The first line is "# Module 2"');
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
});
