import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { pdfInfo, pdfPages, pdfWords } from '../../../../../../tests/support/document-tools.js';
import { documentAsPdf } from '../../../../../../tests/support/office-documents.js';
import { readPptx } from '../../../../../../tests/support/read-pptx.js';
import { templateSpec } from '../../../../../shared/schemas/template-plan.js';
import { buildTemplateSpec } from '../../../../ai/offline/build-template-spec.js';
import { writeSlideDeck } from './write-slide-deck.js';

/** A pitch deck as the built-in writer drafts one, its first example's key point as long as a value may be. */
const PITCH = (() => {
  const drafted = buildTemplateSpec('Investor Pitch Deck');
  const long = `Example: ${'one sentence your audience nods along to, '.repeat(10)}`.slice(0, 120);
  return templateSpec.parse({
    ...drafted,
    examples: drafted.examples.map((row, index) => (index === 0 ? [row[0], long, ...row.slice(2)] : row)),
  });
})();

describe('a slide-deck template opened in LibreOffice', () => {
  it('has a cover, a slide per example and empty slides whose places say what goes in them, no text past a slide', async () => {
    expect(PITCH.kind).toBe('slides');
    const pptx = await writeSlideDeck({
      title: 'Investor Pitch Deck',
      goal: 'Pitch in ten slides.',
      author: 'Ana Núñez',
      spec: PITCH,
    });
    const pdf = documentAsPdf(pptx, 'pptx');
    // The cover, the two examples, three slides to fill in.
    expect(pdfInfo(pdf).pageCount).toBe(6);
    const pages = pdfPages(pdf).map((page) => page.replace(/\s+/g, ' '));
    expect(pages[0]).toContain('Investor Pitch Deck');
    expect(pages[0]).toContain('Template by Ana Núñez');
    expect(pages[1]).toContain('EXAMPLE');
    expect(pages[1]).toContain('Example: the problem');
    expect(pages[1]).toContain('Support: Example: a number or a short story that shows it');
    expect(pages[2]).toContain('What to say: Example: walk through one step with a real case');

    // Every word inside its slide, the longest example fitted rather than run off.
    for (const [index, page] of pdfWords(pdf).entries())
      for (const word of page.words) {
        expect(word.xMin, `${word.text} on slide ${index + 1}`).toBeGreaterThanOrEqual(0);
        expect(word.xMax, `${word.text} on slide ${index + 1}`).toBeLessThanOrEqual(page.width);
        expect(word.yMax, `${word.text} on slide ${index + 1}`).toBeLessThanOrEqual(page.height);
      }

    // The empty slides hold the layout's two places to type in, which show its prompts until the buyer types.
    const files = unzipSync(pptx);
    const slides = readPptx(pptx);
    expect(slides).toHaveLength(6);
    for (const number of [4, 5, 6]) {
      const xml = strFromU8(files[`ppt/slides/slide${number}.xml`]!);
      expect(xml).toMatch(/<p:ph\s[^>]*type="title"/);
      expect(xml).toMatch(/<p:ph\s[^>]*type="body"/);
      expect(slides[number - 1]!.texts).toEqual([]);
    }
    const layouts = Object.keys(files)
      .filter((name) => /^ppt\/slideLayouts\/slideLayout\d+\.xml$/.test(name))
      .map((name) => strFromU8(files[name]!));
    const layout = layouts.find((xml) => xml.includes('Key point:'));
    expect(layout).toContain('Heading');
    expect(layout).toContain('Support:');
    expect(layout).toContain('What to say:');
  });
});
