import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api/api-client';
import { fetchProject } from '@/lib/projects/projects';
import { draftFromProject, FIRST_STEP, newDraft, readLocalDraft } from '../wizard-draft';
import type { DraftState } from './use-draft-state';

/** A project that cannot be resumed: missing, someone else's, or no longer a draft. */
class DraftNotFound extends Error {}

/**
 * Resumes the draft once per visit: from ?projectId= (the project on the server, e.g. from another device), else
 * from the browser's copy, else a new one.
 */
export function useResumeDraft(userId: string, { take, keep }: Pick<DraftState, 'take' | 'keep'>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const projectId = searchParams.get('projectId');
  const resumedFor = useRef<string | null>(null);

  useEffect(() => {
    const visit = `${userId}:${projectId ?? ''}`;
    if (!userId || resumedFor.current === visit) return;
    resumedFor.current = visit;
    if (!projectId) {
      const local = readLocalDraft(localStorage, userId);
      take(local ?? newDraft(userId));
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
    // `take`, `keep` and `setSearchParams` change every render; a visit is resumed once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, projectId]);
}
