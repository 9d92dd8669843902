import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api/api-client';
import { failureMessage } from '@/lib/api/failure-message';
import {
  createProject,
  fetchProject,
  refreshProjects,
  replaceProjectSections,
  updateProject,
} from '@/lib/projects/projects';
import { announceDataChange } from '@/lib/saved-items/data-change-broadcast';
import type { UpdateProjectBody } from '@shared/schemas/project';
import { draftProjectTitle, followSections, projectFieldsOf } from '../wizard-draft';
import type { DraftState } from './use-draft-state';

/** What a change brings to the draft project besides the wizard's parts and steps. */
export interface ProjectChange {
  fields?: Pick<UpdateProjectBody, 'title' | 'status' | 'nameGenerated'>;
  /** The sections were added, removed or reordered. */
  sections?: boolean;
}

/**
 * Saves the draft to its draft project, one save at a time, so the draft project is created once; each save sends
 * the draft as it is when the save's turn comes.
 */
export function useDraftProjectSaves({ latest, keep }: Pick<DraftState, 'latest' | 'keep'>) {
  const queryClient = useQueryClient();
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const createKey = useRef(crypto.randomUUID());

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

  return {
    save,
    saveQuietly: (change?: ProjectChange) => void save(change).catch(() => undefined),
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
  };
}
