import { describe, expect, it } from 'vitest';
import { buildListingPrompt } from './prompt.js';

const request = {
  plan: {
    title: 'Slow Mornings',
    subtitle: 'A Gentle Plan',
    authorName: 'Ana Núñez',
    isbn: '',
    description: '',
    chapters: [
      { title: 'Why Mornings Feel Hard', goal: 'Name what makes mornings hard' },
      { title: 'Quiet Kitchens', goal: '' },
    ],
  },
  summaries: ['Mornings are hard because every decision lands at once.', ''],
  idea: {
    concept: 'Calmer mornings for parents',
    targetAudience: 'Parents who work early',
    sellingPoints: ['Ten minutes'],
  },
  fields: ['description', 'keywords'] as const,
};

describe('buildListingPrompt', () => {
  it('asks for the named fields only, from the plan, what each written chapter says and the idea', () => {
    const { system, prompt } = buildListingPrompt(request);
    expect(system).toContain('never invent chapters');
    expect(prompt).toContain('Write these fields of the store listing of this book: description, keywords.');
    expect(prompt).toContain(
      '1. “Why Mornings Feel Hard”\n   Goal: Name what makes mornings hard\n   What it says: Mornings',
    );
    expect(prompt).toContain('2. “Quiet Kitchens”\n\nFields:');
    for (const line of [
      '- Author: Ana Núñez',
      '- What the reader gets: Calmer mornings',
      '- Who it is for: Parents who work early',
      '- Ten minutes',
    ])
      expect(prompt).toContain(line);
    expect(prompt).toContain('at most 4,000 characters counting its HTML');
    expect(prompt).toContain('up to 7 search phrases');
    expect(prompt).not.toMatch(/etsyTags:|blurb:|summary:/u);
    expect(prompt).toContain('Name a chapter only by its exact title in quotation marks');
    expect(prompt).toContain("no other authors' names");
  });
});
