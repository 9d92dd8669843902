import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { readPptx } from '../../../../../../tests/support/read-pptx.js';
import { readModuleText } from '../../../../../shared/course-module-text.js';
import { COURSE_PLAN_LIMITS } from '../../../../../shared/limits.js';
import type { BookPlan } from '../../../../../shared/schemas/book-plan.js';
import { deckThemeOf } from '../../../covers/project-deck-theme.js';
import { writeSlideDecks } from './write-slide-decks.js';

/** The theme an elegant navy-and-gold cover gives its decks. */
const THEME = deckThemeOf({
  title: 'Prep Once',
  authorName: 'Ana Núñez',
  style: 'elegant',
  colorScheme: 'navy and gold',
});

/** The longest words a creator may give a lesson, so a slide's text is fitted at its worst. */
const LONG_POINT = `Keep ${'everything you bought labelled and dated '.repeat(20)}`.slice(
  0,
  COURSE_PLAN_LIMITS.keyPoint,
);
const LONG_TITLE = `Storing ${'food safely for the whole week '.repeat(10)}`.slice(0, COURSE_PLAN_LIMITS.lessonTitle);

const PLAN: BookPlan = {
  title: 'Prep Once',
  subtitle: '',
  authorName: 'Ana Núñez',
  isbn: '',
  description: '',
  finalAssignment: '',
  chapters: [
    {
      title: 'Plan the Week',
      goal: 'Write a plan for five dinners.',
      lessons: [
        { title: 'Why plan', objective: 'Explain what a plan saves.', keyPoints: ['Fewer trips', 'Less waste'] },
        { title: LONG_TITLE, objective: 'Store food so it lasts.', keyPoints: [LONG_POINT, 'Cold first'] },
      ],
      quiz: [],
    },
    { title: 'Talk It Over', goal: '', lessons: [], quiz: [] },
  ],
};

/** Module 1's first lesson as written: its script in the module text's format. */
const WRITTEN = readModuleText(`# Plan the Week

## Lesson 1: Why plan

A plan saves trips.

### Video Script

**On screen:** Lesson 1: Why plan

**Say:** Welcome. Today we plan.

**Cue:** Show the empty fridge.

**On screen:** Fewer trips

**Say:** One shop a week is enough.

**On screen:** Less waste

**Say:** What you plan, you eat.
`);

const work = mkdtempSync(path.join(tmpdir(), 'infoforge-decks-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Font files installed for the buyer's office suite below: the user's own font folder in its home. */
function installFonts(files: Record<string, Uint8Array>) {
  const folder = path.join(work, '.fonts');
  mkdirSync(folder, { recursive: true });
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(folder, path.basename(name)), bytes);
}

/**
 * The deck converted by LibreOffice, as a buyer's office suite opens it: its pages' sizes and words' boxes, and the
 * fonts the PDF embeds (the faces the slides were set in).
 */
function openInLibreOffice(name: string, bytes: Uint8Array) {
  const file = path.join(work, name);
  writeFileSync(file, bytes);
  execFileSync('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', work, file], {
    env: { ...process.env, HOME: work },
    stdio: 'ignore',
    timeout: 120_000,
  });
  const pdf = file.replace(/\.pptx$/, '.pdf');
  const html = execFileSync('pdftotext', ['-bbox', pdf, '-'], { encoding: 'utf8' });
  const fonts = execFileSync('pdffonts', [pdf], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ''))
    .filter(Boolean);
  const pages = [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map((page) => ({
    width: Number(page[1]),
    height: Number(page[2]),
    words: [
      ...page[3]!.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g),
    ].map((word) => ({
      xMin: Number(word[1]),
      yMin: Number(word[2]),
      xMax: Number(word[3]),
      yMax: Number(word[4]),
      text: word[5]!,
    })),
  }));
  return { pages, fonts };
}

describe("a course's slide decks, opened in LibreOffice", () => {
  it('makes a deck per module with lessons: a title slide, each lesson and key point, the script as notes, no text past a slide', async () => {
    const zip = unzipSync(
      await writeSlideDecks({
        projectId: '0b9e6f0c-1111-4222-8333-444455556666',
        plan: PLAN,
        modules: [{ ...WRITTEN, template: false, outOfDate: false }, null],
        ends: { overview: null, conclusion: null },
        deckTheme: async () => THEME,
      }),
    );
    // The deck, and the cover's faces to install: elegant sets its title in Playfair Display, the rest in EB Garamond.
    expect(THEME).toMatchObject({ headingFont: 'Playfair Display', bodyFont: 'EB Garamond' });
    expect(Object.keys(zip).sort()).toEqual([
      '01 Plan the Week.pptx',
      'Fonts/EBGaramond-Bold.ttf',
      'Fonts/EBGaramond-OFL.txt',
      'Fonts/EBGaramond-Regular.ttf',
      'Fonts/PlayfairDisplay-Bold.ttf',
      'Fonts/PlayfairDisplay-OFL.txt',
      'Fonts/PlayfairDisplay-Regular.ttf',
      'Fonts/README.txt',
    ]);
    expect(new TextDecoder().decode(zip['Fonts/EBGaramond-OFL.txt'])).toContain('SIL Open Font License');
    expect(new TextDecoder().decode(zip['Fonts/README.txt'])).toContain('set in Playfair Display and EB Garamond');
    const bytes = zip['01 Plan the Week.pptx']!;
    const slides = readPptx(bytes);
    // The module; lesson 1 from its script (its opening, two points); lesson 2 from the plan (its opening, two points).
    expect(
      slides.map((slide) => (slide.texts[0] === 'Module 1' ? slide.texts.slice(0, 2) : slide.texts.slice(0, 1))),
    ).toEqual([
      ['Module 1', 'Plan the Week'],
      ['Module 1 · Lesson 1'],
      ['Fewer trips'],
      ['Less waste'],
      ['Module 1 · Lesson 2'],
      [expect.stringMatching(/^Keep everything you bought/)],
      ['Cold first'],
    ]);
    expect(slides[1]!.texts).toContain('Lesson 1: Why plan');
    expect(slides[4]!.texts[1]).toMatch(/^Lesson 2: Storing food safely/);
    expect(slides[1]!.notes).toEqual(['Welcome. Today we plan. [Show the empty fridge.]']);
    expect(slides[2]!.notes).toEqual(['One shop a week is enough.']);
    expect(slides[5]!.notes).toEqual([]);

    // Set in the cover's colours: title slides on its deep navy under a gold rule, points on its background in its ink.
    const deck = unzipSync(bytes);
    const slideXml = (number: number) => new TextDecoder().decode(deck[`ppt/slides/slide${number}.xml`]);
    const fills = (xml: string) => [...xml.matchAll(/<a:srgbClr val="([0-9A-F]{6})"/g)].map((match) => match[1]);
    const [red, green, blue] = [0, 2, 4].map((at) => parseInt(THEME.deep.slice(at, at + 2), 16));
    expect(blue, 'navy').toBeGreaterThan(Math.max(red!, green!));
    expect(fills(slideXml(1))).toEqual(expect.arrayContaining([THEME.deep, THEME.accent]));
    expect(fills(slideXml(3))).toEqual(expect.arrayContaining([THEME.background, THEME.accent, THEME.ink]));

    // Opened with the fonts installed as the README says, the slides are set in the cover's faces.
    installFonts(Object.fromEntries(Object.entries(zip).filter(([name]) => name.endsWith('.ttf'))));
    const { pages, fonts } = openInLibreOffice('01 Plan the Week.pptx', bytes);
    expect(new Set(fonts)).toEqual(new Set(['PlayfairDisplay-Bold', 'EBGaramond-Regular']));
    expect(pages).toHaveLength(slides.length);
    for (const [index, page] of pages.entries()) {
      expect(page.width / page.height).toBeCloseTo(16 / 9, 2);
      expect(page.words.length, `slide ${index + 1} shows its words`).toBeGreaterThan(0);
      for (const word of page.words) {
        expect(word.xMin, `${word.text} on slide ${index + 1}`).toBeGreaterThanOrEqual(0);
        expect(word.yMin, `${word.text} on slide ${index + 1}`).toBeGreaterThanOrEqual(0);
        expect(word.xMax, `${word.text} on slide ${index + 1}`).toBeLessThanOrEqual(page.width);
        expect(word.yMax, `${word.text} on slide ${index + 1}`).toBeLessThanOrEqual(page.height);
      }
    }
    // The long key point is set smaller, or cut with '…', and its first words are on its slide.
    expect(pages[5]!.words.map((word) => word.text).slice(0, 3)).toEqual(['Keep', 'everything', 'you']);
    expect(readdirSync(work)).toContain('01 Plan the Week.pdf');
    expect(readFileSync(path.join(work, '01 Plan the Week.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  }, 180_000);
});
