import { toast } from 'sonner';
import { useSession } from '@/lib/auth/session';
import { LIMITS } from '@shared/limits';
import {
  addSection,
  completeStep,
  draftProjectTitle,
  keepUnsavedSection,
  removeSection,
  skipStep,
  stepForward,
  type UnsavedSection,
  type WizardDraft,
  type WizardSelections,
} from '../wizard-draft';
import { useDraftProjectSaves } from './use-draft-project-saves';
import { useDraftState } from './use-draft-state';
import { useResumeDraft } from './use-resume-draft';
import { useStepInAddress } from './use-step-in-address';
import { useWizardExits } from './use-wizard-exits';

/**
 * The Create wizard's state: resumed from ?projectId= or from the browser's copy (use-resume-draft.ts), kept in the
 * browser on every change, and saved to the draft project on every completion (use-draft-project-saves.ts). The
 * step is in the address (use-step-in-address.ts).
 */
export function useWizard() {
  const { session } = useSession();
  const draftState = useDraftState();
  const { draft, keep, current } = draftState;
  useResumeDraft(session?.user.id ?? '', draftState);
  const { save, saveQuietly, followProjectSections } = useDraftProjectSaves(draftState);

  /** A move that changes only the steps: the project remembers them, if there is one yet. */
  const move = (next: WizardDraft) => {
    keep(next);
    if (next.draftProjectId) saveQuietly();
  };
  const { showStep, moveOn, back } = useStepInAddress(draftState, move);
  const { finishing, saveAndExit, finish } = useWizardExits(current, save);

  return {
    draft,
    finishing,
    back,
    forward: () => moveOn(stepForward(current())),
    skip: () => moveOn(skipStep(current())),
    /** A part chosen and saved: the wizard moves on and the draft project is saved (named after a chosen title). */
    complete: (
      fromStep: number,
      chosen: Partial<Omit<WizardSelections, 'contentIds'>>,
      options: { productType?: WizardDraft['productType']; title?: string } = {},
    ) => {
      // A second choice on the same step (two results chosen at once) does not move the wizard twice.
      if (current().currentStep !== fromStep) return;
      keep(completeStep(current(), chosen, options.productType));
      showStep(current().currentStep, 'push');
      // A chosen title names the draft after it, unless its creator named it: the server decides.
      const title = options.title === undefined ? undefined : draftProjectTitle(options.title, new Date());
      saveQuietly({ fields: title ? { title, nameGenerated: true } : {} });
    },
    addSection: (contentId: string) => {
      keep(addSection(current(), contentId));
      saveQuietly({ sections: true });
    },
    removeSection: (contentId: string) => {
      keep(removeSection(current(), contentId));
      saveQuietly({ sections: true });
    },
    followProjectSections,
    /**
     * Keeps the content step's unsaved section in the browser's copy of the draft (null: there is none); false when
     * it could not be kept (longer than a section can be, or the browser's storage refused it).
     */
    keepUnsavedSection: (section: UnsavedSection | null) => {
      if (section && section.text.length > LIMITS.content) return false;
      return keep(keepUnsavedSection(current(), section));
    },
    /** Leaves the content step, which needs at least one section. */
    finishContent: () => {
      if (current().selections.contentIds.length === 0) {
        toast.error('Please add at least one content section');
        return;
      }
      keep(completeStep(current(), {}));
      showStep(current().currentStep, 'push');
      void save({ sections: true })
        .then(() => toast.success('Progress auto-saved as draft'))
        .catch(() => undefined);
    },
    saveAndExit,
    finish,
  };
}
