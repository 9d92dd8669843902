import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { bookPlanQueryOptions } from '@/features/book';
import { isApiError } from '@/lib/api/api-client';
import { fetchProject } from '@/lib/projects/projects';
import type { ProjectDetail } from '@shared/schemas/project';
import {
  clearLocalDraft,
  draftFromProject,
  FIRST_STEP,
  newDraft,
  readLocalDraft,
  type WizardDraft,
} from '../wizard-draft';
import type { DraftState } from './use-draft-state';

/** A project that cannot be resumed: missing, someone else's, or no longer a draft. */
class DraftNotFound extends Error {}

/**
 * The project a draft resumes, by either way in (?projectId= or the browser's copy): only a project still a draft
 * resumes. A missing or foreign one (404) or one no longer a draft (a finished product, ready) is DraftNotFound.
 */
async function readDraftProject(projectId: string): Promise<ProjectDetail> {
  const project = await fetchProject(projectId).catch((error: unknown) => {
    throw isApiError(error, 404) ? new DraftNotFound() : error;
  });
  if (project.status !== 'draft') throw new DraftNotFound();
  return project;
}

/** The product's title as it is now: its book plan's (docs/decisions/0028-book-plan.md), else the project's name. */
async function currentTitleOf(queryClient: QueryClient, project: ProjectDetail) {
  try {
    return (await queryClient.fetchQuery(bookPlanQueryOptions(project.id))).plan.title;
  } catch (error) {
    console.error(error);
    return project.title;
  }
}

/**
 * Resumes the draft once per visit: from ?projectId= (the project on the server, e.g. from another device), else
 * from the browser's copy, else a new one. Either way the project must still be a draft: a browser's copy of a
 * product finished or deleted since is dropped, and the wizard starts afresh.
 */
export function useResumeDraft(userId: string, { take, keep }: Pick<DraftState, 'take' | 'keep'>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const projectId = searchParams.get('projectId');
  const queryClient = useQueryClient();
  const resumedFor = useRef<string | null>(null);

  useEffect(() => {
    const visit = `${userId}:${projectId ?? ''}`;
    if (!userId || resumedFor.current === visit) return;
    resumedFor.current = visit;
    /** Whether this visit is still the page's: a read that ends after the address changed is not taken. */
    const current = () => resumedFor.current === visit;

    const resumeLocal = (local: WizardDraft | null) => {
      take(local ?? newDraft(userId));
      if (local && local.currentStep > FIRST_STEP) toast.info('Resumed your draft');
    };

    if (!projectId) {
      const local = readLocalDraft(localStorage, userId);
      if (!local?.draftProjectId) {
        resumeLocal(local);
        return;
      }
      readDraftProject(local.draftProjectId)
        .then(() => {
          if (current()) resumeLocal(local);
        })
        .catch((error: unknown) => {
          if (!current()) return;
          if (!(error instanceof DraftNotFound)) {
            // Not known to be gone: the copy is kept rather than lost.
            console.error(error);
            resumeLocal(local);
            return;
          }
          clearLocalDraft(localStorage);
          resumeLocal(null);
        });
      return;
    }

    readDraftProject(projectId)
      .then(async (project) => {
        const title = await currentTitleOf(queryClient, project);
        if (!current()) return;
        // The section being written is only ever in this browser: a reload of the resumed project keeps it.
        const local = readLocalDraft(localStorage, userId);
        const unsaved = local?.draftProjectId === project.id ? local.unsavedSection : null;
        keep({ ...draftFromProject(project, userId), unsavedSection: unsaved });
        toast.info(`Resumed draft: ${title}`);
      })
      .catch((error: unknown) => {
        if (!current()) return;
        const missing = error instanceof DraftNotFound;
        if (!missing) console.error(error);
        toast.error(missing ? 'Draft project not found' : 'Failed to load draft');
        setSearchParams({}, { replace: true });
      });
    // `take`, `keep` and `setSearchParams` change every render; a visit is resumed once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, projectId]);
}
