/** The Create wizard's progress (docs/product-rules.md R32, R33): how it moves, and its local copy. */
import { format } from 'date-fns';
import { z } from 'zod';
import { DATE_FORMAT } from '@shared/catalog';
import { LIMITS } from '@shared/limits';
import { CONTENT_TYPES, generateContentInput } from '@shared/schemas/content';
import { productType } from '@shared/schemas/product-type';
import type { ProjectDetail, UpdateProjectBody } from '@shared/schemas/project';

export const WIZARD_STEPS = [
  { label: 'Niche', optional: true },
  { label: 'Idea', optional: true },
  { label: 'Title', optional: false },
  { label: 'Content', optional: false },
  { label: 'Cover', optional: false },
  { label: 'Review', optional: false },
] as const;
export const FIRST_STEP = 1;
export const LAST_STEP = WIZARD_STEPS.length;
/** Where the product is named and saved, the last step: finishing there opens the product's page. */
export const REVIEW_STEP = LAST_STEP;
/** The wizard once ended with a seventh step (Listing): a copy or a project left there resumes at the review. */
const FORMER_LAST_STEP = 7;

/** Where the browser keeps the draft between visits. */
export const DRAFT_STORAGE_KEY = 'productWizardDraft';

const step = z.number().int().min(FIRST_STEP).max(LAST_STEP);
/** A step as a local copy or a project kept it: one past the last, from the seven-step wizard, is the last. */
const keptStep = z
  .number()
  .int()
  .min(FIRST_STEP)
  .max(FORMER_LAST_STEP)
  .transform((number) => Math.min(number, LAST_STEP));
const itemId = z.string().min(1).nullable();

/**
 * The content step's section written but not saved yet: the choice and request it was written from, the save key
 * its save will use, and the text as the creator edited it, at most as long as a saved section can be.
 */
const unsavedSection = z.object({
  choice: z.object({
    sectionType: z.string().max(LIMITS.name),
    customNumber: z.string().max(LIMITS.name),
    contentType: z.enum(CONTENT_TYPES),
  }),
  request: generateContentInput,
  saveKey: z.string().min(1),
  text: z.string().max(LIMITS.content),
});
export type UnsavedSection = z.output<typeof unsavedSection>;

const wizardDraft = z.object({
  /** The user it belongs to: a draft left by someone else on a shared browser is not resumed. */
  userId: z.string().min(1),
  currentStep: keptStep,
  maxStepReached: keptStep,
  productType: productType.nullable(),
  selections: z.object({
    nicheId: itemId,
    ideaId: itemId,
    titleId: itemId,
    contentIds: z.array(z.string().min(1)),
    coverId: itemId,
  }),
  draftProjectId: itemId,
  /**
   * The draft project's name when its creator gave it one (Assemble): the review's name then replaces it as the
   * creator's own rather than as one that follows the book plan.
   */
  projectName: z.string().nullable().default(null),
  // A copy that no longer reads (e.g. over the limit) is dropped alone, not with the rest of the draft.
  unsavedSection: unsavedSection.nullable().default(null).catch(null),
});
export type WizardDraft = z.output<typeof wizardDraft>;
export type WizardSelections = WizardDraft['selections'];

export function newDraft(userId: string): WizardDraft {
  return {
    userId,
    currentStep: FIRST_STEP,
    maxStepReached: FIRST_STEP,
    productType: null,
    selections: { nicheId: null, ideaId: null, titleId: null, contentIds: [], coverId: null },
    draftProjectId: null,
    projectName: null,
    unsavedSection: null,
  };
}

function moveTo(draft: WizardDraft, target: number): WizardDraft {
  const currentStep = Math.min(LAST_STEP, Math.max(FIRST_STEP, target));
  return { ...draft, currentStep, maxStepReached: Math.max(draft.maxStepReached, currentStep) };
}

/** A step done: what it chose is kept, and the wizard moves one step on. */
export function completeStep(
  draft: WizardDraft,
  chosen: Partial<WizardSelections>,
  productTypeChosen: WizardDraft['productType'] = draft.productType,
): WizardDraft {
  const next = { ...draft, productType: productTypeChosen, selections: { ...draft.selections, ...chosen } };
  return moveTo(next, draft.currentStep + 1);
}

/** Skip This Step: one step on, nothing chosen. */
export const skipStep = (draft: WizardDraft) => moveTo(draft, draft.currentStep + 1);

/** Back: one step back, never before the first. */
export const stepBack = (draft: WizardDraft) => moveTo(draft, draft.currentStep - 1);

/** A step the browser's history returns to: any step up to the furthest reached. */
export const goToStep = (draft: WizardDraft, target: number) =>
  target <= draft.maxStepReached ? moveTo(draft, target) : draft;

/** The step in the page's address (`?step=`), or null when it names none. */
export function stepOf(value: string | null): number | null {
  if (!value || !/^\d$/.test(value)) return null;
  return step.safeParse(Number(value)).data ?? null;
}

/** Forward is offered only below the furthest step reached. */
export const canStepForward = (draft: WizardDraft) => draft.currentStep < draft.maxStepReached;
export const stepForward = (draft: WizardDraft) =>
  canStepForward(draft) ? moveTo(draft, draft.currentStep + 1) : draft;

/**
 * A step passed without choosing anything: Skip This Step on an optional step (Niche, Idea) leaves its part empty,
 * which is how the draft, and the project on another device, know it was skipped.
 */
export function isSkippedStep(draft: WizardDraft, number: number) {
  const skippable = WIZARD_STEPS[number - 1]?.optional === true;
  const chosen = number === 1 ? draft.selections.nicheId : draft.selections.ideaId;
  return skippable && number < draft.maxStepReached && number !== draft.currentStep && chosen === null;
}

/**
 * Adds a saved content section to the product (each at most once), staying on the content step. The section the
 * step was writing is saved now: it is no longer kept as unsaved.
 */
export function addSection(draft: WizardDraft, contentId: string): WizardDraft {
  const { contentIds } = draft.selections;
  if (contentIds.includes(contentId)) return { ...draft, unsavedSection: null };
  return {
    ...draft,
    selections: { ...draft.selections, contentIds: [...contentIds, contentId] },
    unsavedSection: null,
  };
}

/** Keeps (or, with null, forgets) the content step's section written but not saved yet. */
export const keepUnsavedSection = (draft: WizardDraft, section: UnsavedSection | null): WizardDraft => ({
  ...draft,
  unsavedSection: section,
});

export function removeSection(draft: WizardDraft, contentId: string): WizardDraft {
  const contentIds = draft.selections.contentIds.filter((id) => id !== contentId);
  return { ...draft, selections: { ...draft.selections, contentIds } };
}

/** The sections the draft project holds on the server (a book run saved them there), in their order. */
export const followSections = (draft: WizardDraft, contentIds: string[]): WizardDraft => ({
  ...draft,
  selections: { ...draft.selections, contentIds },
});

/**
 * The step a project made elsewhere (without wizard steps) resumes at: the first of title, content or cover it
 * still lacks, else the review.
 */
function firstMissingStep(project: ProjectDetail) {
  if (!project.titleId) return 3;
  if (project.sections.length === 0) return 4;
  if (!project.coverId) return 5;
  return REVIEW_STEP;
}

/** The draft a saved draft project resumes (the ?projectId= query, e.g. on another device). */
export function draftFromProject(project: ProjectDetail, userId: string): WizardDraft {
  const currentStep = keptStep.safeParse(project.wizardStep).data ?? firstMissingStep(project);
  const maxStepReached = Math.max(currentStep, keptStep.safeParse(project.wizardMaxStep).data ?? currentStep);
  return {
    userId,
    currentStep,
    maxStepReached,
    productType: project.productType,
    selections: {
      nicheId: project.nicheId,
      ideaId: project.ideaId,
      titleId: project.titleId,
      contentIds: project.sections.map((section) => section.id),
      coverId: project.coverId,
    },
    draftProjectId: project.id,
    projectName: project.nameGenerated ? null : project.title,
    unsavedSection: null,
  };
}

/** What the draft project stores of the wizard's progress: its parts, the product type and the steps. */
export function projectFieldsOf(draft: WizardDraft) {
  const { nicheId, ideaId, titleId, coverId } = draft.selections;
  return {
    productType: draft.productType,
    nicheId,
    ideaId,
    titleId,
    coverId,
    wizardStep: draft.currentStep,
    wizardMaxStep: draft.maxStepReached,
  } satisfies UpdateProjectBody;
}

/**
 * The draft project's name: 'Draft - {title} - {date}', or 'Draft Product - {date}' before a title is chosen.
 * A long title is shortened so the whole name stays within the limit of a project name.
 */
export function draftProjectTitle(title: string | null, date: Date) {
  const day = format(date, DATE_FORMAT);
  const trimmed = title?.trim();
  if (!trimmed) return `Draft Product - ${day}`;
  const room = LIMITS.name - `Draft -  - ${day}`.length;
  const shown = trimmed.length > room ? `${trimmed.slice(0, room - 1).trimEnd()}…` : trimmed;
  return `Draft - ${shown} - ${day}`;
}

/** The user's own draft from the browser, or null when there is none, it is unreadable or someone else's. */
export function readLocalDraft(storage: Storage, userId: string): WizardDraft | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(DRAFT_STORAGE_KEY) ?? 'null');
  } catch {
    return null;
  }
  const parsed = wizardDraft.safeParse(stored);
  return parsed.success && parsed.data.userId === userId ? parsed.data : null;
}

/** Keeps the draft in the browser; false when the browser refused it (its storage is full or turned off). */
export function writeLocalDraft(storage: Storage, draft: WizardDraft) {
  try {
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearLocalDraft(storage: Storage) {
  storage.removeItem(DRAFT_STORAGE_KEY);
}
