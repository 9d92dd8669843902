import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api/api-client';
import { announceDataChange } from '@/lib/saved-items/data-change-broadcast';
import { failureMessage } from '@/lib/api/failure-message';
import { followGeneration } from '@/lib/projects/followed-generations';
import { paths } from '@/lib/paths';
import { LIMITS } from '@shared/limits';
import {
  createProject,
  fetchProject,
  refreshProjects,
  replaceProjectSections,
  startDocuments,
  updateProject,
} from '@/lib/projects/projects';
import { useSession } from '@/lib/auth/session';
import type { UpdateProjectBody } from '@shared/schemas/project';
import {
  addSection,
  clearLocalDraft,
  completeStep,
  draftFromProject,
  draftProjectTitle,
  FIRST_STEP,
  followSections,
  goToStep,
  keepUnsavedSection,
  newDraft,
  projectFieldsOf,
  readLocalDraft,
  removeSection,
  skipStep,
  stepBack,
  stepForward,
  stepOf,
  writeLocalDraft,
  type UnsavedSection,
  type WizardDraft,
  type WizardSelections,
} from '../wizard-draft';

/** What a change brings to the draft project besides the wizard's parts and steps. */
interface ProjectChange {
  fields?: Pick<UpdateProjectBody, 'title' | 'status' | 'nameGenerated'>;
  /** The sections were added, removed or reordered. */
  sections?: boolean;
}

/** A project that cannot be resumed: missing, someone else's, or no longer a draft. */
class DraftNotFound extends Error {}

/** What a step's history entry remembers: the step the wizard moved on from to reach it. */
const stepBeforeOf = (state: unknown) =>
  typeof state === 'object' && state !== null && 'stepBefore' in state && typeof state.stepBefore === 'number'
    ? state.stepBefore
    : null;

/**
 * The Create wizard's state: resumed from ?projectId= (the project on the server, e.g. from another device) or
 * from the browser's copy, kept in the browser on every change, and saved to the draft project on every
 * completion, one save at a time, so the draft project is created once. The step is in the address (?step=): each
 * move on is a new history entry, so the browser's Back and Forward move between the steps reached and a reload
 * stays on the step.
 */
export function useWizard() {
  const { session } = useSession();
  const userId = session?.user.id ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const projectId = searchParams.get('projectId');
  const stepInAddress = stepOf(searchParams.get('step'));
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<WizardDraft | null>(null);
  const [finishing, setFinishing] = useState(false);
  const finishingNow = useRef(false);
  const latest = useRef<WizardDraft | null>(null);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const createKey = useRef(crypto.randomUUID());
  const resumedFor = useRef<string | null>(null);

  const keep = (next: WizardDraft) => {
    latest.current = next;
    setDraft(next);
    return writeLocalDraft(localStorage, next);
  };

  /** Shows `step` in the address: a new history entry for a move, or in place of the entry that names none. */
  const showStep = (step: number, how: 'push' | 'replace') => {
    const search = new URLSearchParams(searchParams);
    search.set('step', String(step));
    const state = how === 'push' ? { stepBefore: stepInAddress } : location.state;
    void navigate({ search: `?${search.toString()}` }, { replace: how === 'replace', state });
  };

  useEffect(() => {
    const visit = `${userId}:${projectId ?? ''}`;
    if (!userId || resumedFor.current === visit) return;
    resumedFor.current = visit;
    if (!projectId) {
      const local = readLocalDraft(localStorage, userId);
      latest.current = local ?? newDraft(userId);
      setDraft(latest.current);
      if (local && local.currentStep > FIRST_STEP) toast.info('Resumed your draft');
      return;
    }
    fetchProject(projectId)
      .then((project) => {
        if (project.status !== 'draft') throw new DraftNotFound();
        // The section being written is only ever in this browser: a reload of the resumed project keeps it.
        const local = readLocalDraft(localStorage, userId);
        const unsaved = local?.draftProjectId === project.id ? local.unsavedSection : null;
        keep({ ...draftFromProject(project, userId), unsavedSection: unsaved });
        toast.info(`Resumed draft: ${project.title}`);
      })
      .catch((error: unknown) => {
        const missing = error instanceof DraftNotFound || isApiError(error, 404);
        if (!missing) console.error(error);
        toast.error(missing ? 'Draft project not found' : 'Failed to load draft');
        setSearchParams({}, { replace: true });
      });
    // `keep` and `setSearchParams` change every render; a visit is resumed once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, projectId]);

  /** Brings the draft project up to date with the latest draft, creating it the first time. */
  const saveProject = async ({ fields = {}, sections = false }: ProjectChange) => {
    const current = latest.current;
    if (!current) return null;
    const parts = { ...projectFieldsOf(current), ...fields };
    let id = current.draftProjectId;
    if (id) {
      try {
        await updateProject(id, parts);
        if (sections) await replaceProjectSections(id, current.selections.contentIds);
      } catch (error) {
        // Deleted meanwhile (on My Saved Content, another device): the wizard starts a new draft project.
        if (!isApiError(error, 404)) throw error;
        id = null;
        createKey.current = crypto.randomUUID();
      }
    }
    if (!id) {
      const named = fields.title !== undefined;
      const created = await createProject({
        ...parts,
        title: fields.title ?? draftProjectTitle(null, new Date()),
        nameGenerated: named ? fields.nameGenerated : true,
        contentIds: current.selections.contentIds,
        saveKey: createKey.current,
      });
      id = created.id;
      keep({ ...(latest.current ?? current), draftProjectId: id });
    }
    await refreshProjects(queryClient);
    announceDataChange();
    return id;
  };

  /** Queues a save after the ones under way; a failure shows the server's message. */
  const save = (change: ProjectChange = {}) => {
    const run = saving.current.then(() => saveProject(change));
    saving.current = run.catch(() => undefined);
    return run.catch((error: unknown) => {
      console.error(error);
      toast.error(failureMessage(error));
      throw error;
    });
  };
  const saveQuietly = (change?: ProjectChange) => void save(change).catch(() => undefined);

  /** A move that changes only the steps: the project remembers them, if there is one yet. */
  const move = (next: WizardDraft) => {
    keep(next);
    if (next.draftProjectId) saveQuietly();
  };

  const loaded = draft !== null;
  // The address and the draft agree on the step: a step the browser's Back or Forward (or a reload) shows is
  // taken when it was reached; an address naming no such step is given the draft's.
  useEffect(() => {
    const current = latest.current;
    if (!current) return;
    if (stepInAddress !== null && stepInAddress <= current.maxStepReached) {
      if (stepInAddress !== current.currentStep) move(goToStep(current, stepInAddress));
    } else {
      showStep(current.currentStep, 'replace');
    }
    // Only the address (and the first draft) move the wizard here; its own moves change both together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, stepInAddress]);

  /** A move on to another step, which the browser's history keeps. */
  const moveOn = (next: WizardDraft) => {
    move(next);
    showStep(next.currentStep, 'push');
  };

  const current = () => {
    if (!latest.current) throw new Error('The wizard has not resumed yet');
    return latest.current;
  };

  return {
    draft,
    finishing,
    /** Back: the history entry before when the wizard moved on from the step before, else a new one. */
    back: () => {
      const { currentStep } = current();
      if (currentStep <= FIRST_STEP) return;
      if (stepBeforeOf(location.state) === currentStep - 1) void navigate(-1);
      else moveOn(stepBack(current()));
    },
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
    /**
     * Takes the draft project's sections as the server now holds them (a book run writes them there), once the saves
     * under way are done, so the wizard never writes back a list from before them.
     */
    followProjectSections: () => {
      const read = saving.current.then(async () => {
        const id = latest.current?.draftProjectId;
        if (!id) return;
        const project = await fetchProject(id);
        const now = latest.current;
        if (now?.draftProjectId !== id) return;
        keep(
          followSections(
            now,
            project.sections.map((section) => section.id),
          ),
        );
      });
      saving.current = read.catch(() => undefined);
      void read.catch((error: unknown) => console.error(error));
    },
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
    saveAndExit: async () => {
      try {
        if (current().draftProjectId) await save();
      } catch {
        return;
      }
      toast.success('Progress saved! You can resume anytime.');
      void navigate(paths.dashboard.href());
    },
    /**
     * The review's buttons: the product is saved under its name as a draft, or as ready with its documents started;
     * 'Product created and PDF generated!' is announced once they are made.
     */
    finish: async (productName: string, generatePdf: boolean) => {
      if (finishingNow.current) return;
      finishingNow.current = true;
      setFinishing(true);
      let id: string | null;
      try {
        id = await save({
          fields: { title: productName.trim(), status: generatePdf ? 'ready' : 'draft' },
          sections: true,
        });
      } catch {
        finishingNow.current = false;
        setFinishing(false);
        return;
      }
      if (!id) return;
      if (!generatePdf) {
        toast.success('Product saved as draft!');
      } else {
        const announced = {
          ready: 'Product created and PDF generated!',
          failed: 'Product saved but PDF generation failed',
        };
        try {
          await startDocuments({ projectId: id });
          followGeneration(id, announced);
        } catch (error) {
          // A 409: the documents are already being made or already made; following them announces which.
          if (isApiError(error, 409)) followGeneration(id, announced);
          else {
            console.error(error);
            toast.error(announced.failed);
          }
        }
      }
      clearLocalDraft(localStorage);
      await refreshProjects(queryClient);
      announceDataChange();
      void navigate(paths.project.href(id));
    },
  };
}
