import { describe, expect, it } from 'vitest';
import { generateNichesInput } from '../../../../shared/schemas/niche.js';
import { buildNichesPrompt, NICHE_COUNT } from './prompt.js';

describe('buildNichesPrompt', () => {
  it('uses the audience, interests and budget, and asks for specific niches', () => {
    const { system, prompt } = buildNichesPrompt(
      generateNichesInput.parse({ targetAudience: 'busy first-time parents', interests: 'meal prep', budget: '$500' }),
    );
    expect(prompt).toContain(`Propose ${NICHE_COUNT} distinct niches`);
    expect(prompt).toContain('Target audience: busy first-time parents');
    expect(prompt).toContain('Interests and expertise: meal prep');
    expect(prompt).toContain('Budget range: $500');
    expect(prompt).toMatch(/demographics\.painPoints/);
    expect(system).toMatch(/do not invent statistics/i);
  });
});
