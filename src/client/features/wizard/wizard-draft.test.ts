// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectDetail } from '@shared/schemas/project';
import {
  addSection,
  canStepForward,
  clearLocalDraft,
  completeStep,
  DRAFT_STORAGE_KEY,
  draftFromProject,
  draftProjectTitle,
  goToStep,
  isSkippedStep,
  keepUnsavedSection,
  newDraft,
  projectFieldsOf,
  readLocalDraft,
  removeSection,
  skipStep,
  stepBack,
  stepForward,
  stepOf,
  WIZARD_STEPS,
  writeLocalDraft,
  type UnsavedSection,
  type WizardDraft,
} from './wizard-draft';

const USER = 'user-1';
const NOV_23 = new Date(2026, 10, 23, 12);

afterEach(() => localStorage.clear());

/** Walks a fresh draft through `moves` in order. */
const walk = (...moves: ((draft: WizardDraft) => WizardDraft)[]) =>
  moves.reduce((draft, move) => move(draft), newDraft(USER));

describe('moving through the wizard', () => {
  it('advances one step per completion or skip, recording the furthest step', () => {
    const draft = walk(
      (d) => completeStep(d, { nicheId: 'n1' }),
      skipStep,
      (d) => completeStep(d, { titleId: 't1' }),
    );
    expect(draft).toMatchObject({ currentStep: 4, maxStepReached: 4 });
    expect(draft.selections).toMatchObject({ nicheId: 'n1', ideaId: null, titleId: 't1' });
  });

  it('keeps the product type of a chosen idea and leaves it when another step completes', () => {
    const draft = walk(
      skipStep,
      (d) => completeStep(d, { ideaId: 'i1' }, 'course'),
      (d) => completeStep(d, {}),
    );
    expect(draft.productType).toBe('course');
  });

  it('goes back to step 1 at the least, and forward only up to the furthest step reached', () => {
    let draft = walk(skipStep, skipStep, stepBack, stepBack, stepBack);
    expect(draft).toMatchObject({ currentStep: 1, maxStepReached: 3 });
    expect(canStepForward(draft)).toBe(true);
    draft = walk(skipStep, skipStep, stepBack, stepForward, stepForward);
    expect(draft).toMatchObject({ currentStep: 3, maxStepReached: 3 });
    expect(canStepForward(draft)).toBe(false);
  });

  it('marks a step skipped when it was passed with nothing chosen, and not while it is open or once chosen', () => {
    const skipped = (draft: WizardDraft) => [1, 2, 3, 4, 5, 6].filter((number) => isSkippedStep(draft, number));
    expect(skipped(walk(skipStep, (d) => completeStep(d, { ideaId: 'i1' })))).toEqual([1]);
    expect(skipped(walk(skipStep, skipStep, skipStep))).toEqual([1, 2]);
    expect(skipped(walk(skipStep, skipStep, stepBack, stepBack))).toEqual([2]);
    expect(skipped(walk(skipStep, stepBack, (d) => completeStep(d, { nicheId: 'n1' })))).toEqual([]);
    expect(skipped(walk(skipStep))).toEqual([1]);
    expect(skipped(walk())).toEqual([]);
  });

  it('goes to any step reached from the address, and reads only a step number there', () => {
    const draft = walk(skipStep, skipStep);
    expect(goToStep(draft, 1)).toMatchObject({ currentStep: 1, maxStepReached: 3 });
    expect(goToStep(draft, 4)).toBe(draft);
    expect(['3', '6', '0', '7', '2.5', ' 2', 'two', '', null].map(stepOf)).toEqual([
      3,
      6,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('has six steps and never passes the review, the last', () => {
    expect(WIZARD_STEPS.map((step) => step.label)).toEqual(['Niche', 'Idea', 'Title', 'Content', 'Cover', 'Review']);
    const draft = walk(skipStep, skipStep, skipStep, skipStep, skipStep, skipStep, skipStep);
    expect(draft).toMatchObject({ currentStep: 6, maxStepReached: 6 });
  });

  it('adds each section once, in order, and removes it again', () => {
    const draft = walk(
      (d) => addSection(d, 'c1'),
      (d) => addSection(d, 'c2'),
      (d) => addSection(d, 'c1'),
    );
    expect(draft.selections.contentIds).toEqual(['c1', 'c2']);
    expect(removeSection(draft, 'c1').selections.contentIds).toEqual(['c2']);
    expect(draft.currentStep).toBe(1);
  });
});

describe('the draft project', () => {
  it('is named after the title and the day, or "Draft Product" before a title', () => {
    expect(draftProjectTitle(null, NOV_23)).toBe('Draft Product - Nov 23, 2026');
    expect(draftProjectTitle('   ', NOV_23)).toBe('Draft Product - Nov 23, 2026');
    expect(draftProjectTitle(' Prep Once 🍲 ', NOV_23)).toBe('Draft - Prep Once 🍲 - Nov 23, 2026');
  });

  it('shortens a long title so the name stays within 200 characters', () => {
    const name = draftProjectTitle('W'.repeat(300), NOV_23);
    expect(name).toHaveLength(200);
    expect(name).toMatch(/^Draft - W+… - Nov 23, 2026$/);
  });

  it('stores the parts, the product type and the steps', () => {
    const draft = walk(
      (d) => completeStep(d, { nicheId: 'n1' }),
      (d) => completeStep(d, { ideaId: 'i1' }, 'guide'),
      stepBack,
    );
    expect(projectFieldsOf(draft)).toEqual({
      productType: 'guide',
      nicheId: 'n1',
      ideaId: 'i1',
      titleId: null,
      coverId: null,
      wizardStep: 2,
      wizardMaxStep: 3,
    });
  });

  const project = (fields: Partial<ProjectDetail>) =>
    ({
      id: 'p1',
      productType: 'ebook',
      nicheId: null,
      ideaId: null,
      titleId: 't1',
      coverId: null,
      wizardStep: null,
      wizardMaxStep: null,
      sections: [{ id: 'c1' }, { id: 'c2' }],
      ...fields,
    }) as ProjectDetail;

  it('resumes at the steps the project kept, with its sections in order', () => {
    const draft = draftFromProject(project({ wizardStep: 4, wizardMaxStep: 5 }), USER);
    expect(draft).toMatchObject({ userId: USER, currentStep: 4, maxStepReached: 5, draftProjectId: 'p1' });
    expect(draft.selections).toMatchObject({ titleId: 't1', contentIds: ['c1', 'c2'] });
  });

  it('keeps the name the creator gave the project, and none while it is generated', () => {
    expect(
      draftFromProject(project({ title: 'Farmers Market Baker Guide', nameGenerated: false }), USER),
    ).toMatchObject({ projectName: 'Farmers Market Baker Guide' });
    expect(
      draftFromProject(project({ title: 'Draft Product - Nov 23, 2026', nameGenerated: true }), USER).projectName,
    ).toBeNull();
  });

  it('resumes a project the seven-step wizard left at its Listing step at the review', () => {
    const draft = draftFromProject(project({ coverId: 'v1', wizardStep: 7, wizardMaxStep: 7 }), USER);
    expect(draft).toMatchObject({ currentStep: 6, maxStepReached: 6 });
  });

  it('resumes a project made elsewhere at the first part it lacks', () => {
    expect(draftFromProject(project({}), USER)).toMatchObject({ currentStep: 5, maxStepReached: 5 });
    expect(draftFromProject(project({ titleId: null }), USER).currentStep).toBe(3);
    expect(draftFromProject(project({ sections: [] }), USER).currentStep).toBe(4);
    expect(draftFromProject(project({ coverId: 'v1' }), USER).currentStep).toBe(6);
  });
});

describe('the local copy (productWizardDraft)', () => {
  it('reads back what was written, for the same user only', () => {
    const draft = walk((d) => completeStep(d, { nicheId: 'n1' }));
    writeLocalDraft(localStorage, draft);
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '')).toMatchObject({
      currentStep: 2,
      maxStepReached: 2,
      selections: { nicheId: 'n1', contentIds: [] },
    });
    expect(readLocalDraft(localStorage, USER)).toEqual(draft);
    expect(readLocalDraft(localStorage, 'someone-else')).toBeNull();
  });

  it('ignores a missing, broken or out-of-range copy', () => {
    expect(readLocalDraft(localStorage, USER)).toBeNull();
    localStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(readLocalDraft(localStorage, USER)).toBeNull();
    for (const currentStep of [0, 8, 2.5]) {
      localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...newDraft(USER), currentStep }));
      expect(readLocalDraft(localStorage, USER)).toBeNull();
    }
  });

  it('reads a copy the seven-step wizard left at its Listing step as at the review', () => {
    const atListing = { ...newDraft(USER), currentStep: 7, maxStepReached: 7, draftProjectId: 'p1' };
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(atListing));
    expect(readLocalDraft(localStorage, USER)).toEqual({ ...atListing, currentStep: 6, maxStepReached: 6 });
  });

  const section: UnsavedSection = {
    choice: { sectionType: 'custom', customNumber: '12', contentType: 'howto' },
    request: { title: 'Prep Once', sectionName: 'Chapter 12', contentType: 'howto', productType: 'ebook' },
    saveKey: 'key-1',
    text: '# Chapter 12\n\nEdited 🍲',
  };

  it('keeps the unsaved section until it is added, and drops only it when it no longer reads', () => {
    const draft = keepUnsavedSection(walk(skipStep), section);
    writeLocalDraft(localStorage, draft);
    expect(readLocalDraft(localStorage, USER)?.unsavedSection).toEqual(section);
    expect(addSection(draft, 'c1')).toMatchObject({ unsavedSection: null, selections: { contentIds: ['c1'] } });

    const tooLong = { ...draft, unsavedSection: { ...section, text: 'x'.repeat(200_001) } };
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(tooLong));
    expect(readLocalDraft(localStorage, USER)).toEqual({ ...draft, unsavedSection: null });
  });

  it('reads a copy written before it kept the project name and the unsaved section', () => {
    const { projectName: _name, unsavedSection: _section, ...older } = walk(skipStep);
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(older));
    expect(readLocalDraft(localStorage, USER)).toEqual(walk(skipStep));
  });

  it('is gone once cleared', () => {
    writeLocalDraft(localStorage, newDraft(USER));
    clearLocalDraft(localStorage);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });
});
