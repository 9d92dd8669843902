import { describe, expect, it } from 'vitest';
import { generateTitlesInput } from '../../../../shared/schemas/title.js';
import { buildTitlesPrompt } from './prompt.js';
import { TONE_GUIDANCE } from './tones.js';

describe('buildTitlesPrompt', () => {
  it('uses the tone, the concept and the idea context', () => {
    const { prompt } = buildTitlesPrompt(
      generateTitlesInput.parse({
        tone: 'authoritative',
        productConcept: 'A sourdough course',
        ideaContext: {
          targetAudience: 'Home bakers',
          sellingPoints: ['Ten minutes a day'],
          modules: ['Module 1: Starter'],
        },
      }),
    );
    expect(prompt).toContain('Product concept: A sourdough course');
    expect(prompt).toContain('Target audience: Home bakers');
    expect(prompt).toContain('- Ten minutes a day');
    expect(prompt).toContain('- Module 1: Starter');
    expect(prompt).toContain(`Tone: authoritative: ${TONE_GUIDANCE.authoritative}`);
  });
});
