import { describe, expect, it } from 'vitest';
import { bookPlanInput } from '../../../shared/schemas/book-plan.js';
import { deriveBookPlan, type BookPlanSources } from './derive-book-plan.js';

const NONE: BookPlanSources = {
  chosenTitle: null,
  projectName: 'Meal Prep Playbook',
  nameGenerated: false,
  ideaConcept: null,
  ideaModules: [],
  sectionNames: [],
  coverAuthorName: null,
  accountName: 'Dana Levi',
};

describe('deriveBookPlan', () => {
  it('splits the chosen title at its first ": " or " — " into title and subtitle', () => {
    expect(deriveBookPlan({ ...NONE, chosenTitle: 'Slow Mornings: A Gentle Plan: Week One' })).toMatchObject({
      title: 'Slow Mornings',
      subtitle: 'A Gentle Plan: Week One',
    });
    expect(deriveBookPlan({ ...NONE, chosenTitle: 'Slow Mornings — A Gentle Plan' })).toMatchObject({
      title: 'Slow Mornings',
      subtitle: 'A Gentle Plan',
    });
    expect(deriveBookPlan({ ...NONE, chosenTitle: 'Ratio 1:2 Baking' })).toMatchObject({
      title: 'Ratio 1:2 Baking',
      subtitle: '',
    });
  });

  it('leaves out a split-off subtitle of emoji only', () => {
    expect(deriveBookPlan({ ...NONE, chosenTitle: 'Launch Week: 🚀✨' })).toMatchObject({
      title: 'Launch Week',
      subtitle: '',
    });
  });

  it('takes the project name without a chosen title, unless the wizard generated it', () => {
    expect(deriveBookPlan(NONE).title).toBe('Meal Prep Playbook');
    const generated = { ...NONE, projectName: 'Draft - Crumb - Nov 23, 2026', nameGenerated: true };
    expect(deriveBookPlan(generated).title).toBe('Untitled Book');
    const concept =
      'A quick-start course on meal prep for busy first-time parents: seven modules that end with one action each.';
    expect(deriveBookPlan({ ...generated, ideaConcept: concept }).title).toBe(
      'A quick-start course on meal prep for busy',
    );
    expect(deriveBookPlan({ ...generated, ideaConcept: 'A planner for the parents of twins and triplets' }).title).toBe(
      'A planner for the parents of twins',
    );
  });

  it("never makes the idea's pitch the subtitle", () => {
    const plan = deriveBookPlan({
      ...NONE,
      ideaConcept: 'A 30-day meal prep system. Seven chapters that take the reader…',
    });
    expect(plan.subtitle).toBe('');
  });

  it("names the cover's Author Name, else the account's name", () => {
    expect(deriveBookPlan({ ...NONE, coverAuthorName: 'Ana Núñez' }).authorName).toBe('Ana Núñez');
    expect(deriveBookPlan({ ...NONE, coverAuthorName: '  ' }).authorName).toBe('Dana Levi');
    expect(deriveBookPlan({ ...NONE, accountName: null }).authorName).toBe('');
  });

  it('makes a chapter of each module, its numbered unit left out and its goal split off where it has one', () => {
    const plan = deriveBookPlan({
      ...NONE,
      ideaModules: [
        'Module 1: Why Mornings Feel Hard',
        'Chapter 2 - Pantry Setup: stock it once for the month',
        'Lesson 3 – Batch Cooking – cook five meals in two hours',
        'Week 4: Your First Plan',
        'Module 5:',
        'Storing and Reheating',
      ],
    });
    expect(plan.chapters).toEqual([
      { title: 'Why Mornings Feel Hard', goal: '' },
      { title: 'Pantry Setup', goal: 'stock it once for the month' },
      { title: 'Batch Cooking', goal: 'cook five meals in two hours' },
      { title: 'Week 4: Your First Plan', goal: '' },
      { title: 'Storing and Reheating', goal: '' },
    ]);
  });

  it("names the chapters after the project's numbered sections, in their numbers' order, the modules filling the rest", () => {
    const sections = ['Introduction', 'Chapter 2: Pantry Setup', 'Chapter 1: Slow Mornings', 'Module 3', 'Notes'];
    expect(deriveBookPlan({ ...NONE, sectionNames: sections }).chapters).toEqual([
      { title: 'Slow Mornings', goal: '' },
      { title: 'Pantry Setup', goal: '' },
      { title: 'Module 3', goal: '' },
    ]);
    const plan = deriveBookPlan({
      ...NONE,
      ideaModules: ['Module 1: Why Mornings Feel Hard', 'Module 2: Pantry Setup: stock it once', 'Module 3: Leftovers'],
      sectionNames: [
        'Chapter 1: Morning Light',
        'Chapter 2: pantry setup',
        'Chapter 2: A Second Try',
        'Chapter 5: Later',
      ],
    });
    expect(plan.chapters).toEqual([
      { title: 'Morning Light', goal: '' },
      { title: 'Pantry Setup', goal: 'stock it once' },
      { title: 'Leftovers', goal: '' },
    ]);
  });

  it('fits every field within the limits, so the derived plan can be saved as it is', () => {
    const long = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(' ');
    const plan = deriveBookPlan({
      ...NONE,
      chosenTitle: `${long(20)}: ${long(40)}`,
      coverAuthorName: long(30),
      ideaModules: [...Array.from({ length: 120 }, (_, i) => `Module ${i + 1}: ${long(40)}: ${long(60)}`)],
    });
    expect(plan.chapters).toHaveLength(100);
    expect(bookPlanInput.safeParse(plan).success).toBe(true);
    expect(plan.subtitle.length).toBeLessThanOrEqual(150);
    expect(plan.subtitle).toMatch(/^word0 .*word\d+$/);
    // The title and subtitle as the cover prints them, 'Title: Subtitle', fit the cover's 200 characters.
    expect(`${plan.title}: ${plan.subtitle}`.length).toBeLessThanOrEqual(200);
  });
});
