import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { retitleBook } from '@/features/book';
import { isApiError } from '@/lib/api/api-client';
import { failureMessage } from '@/lib/api/failure-message';
import { paths } from '@/lib/paths';
import { followGeneration } from '@/lib/projects/followed-generations';
import { refreshProjects, startDocuments } from '@/lib/projects/projects';
import { announceDataChange } from '@/lib/saved-items/data-change-broadcast';
import { clearLocalDraft } from '../wizard-draft';
import type { DraftState } from './use-draft-state';
import type { ProjectChange } from './use-draft-project-saves';

/**
 * The ways out of the wizard: save and exit to the dashboard, or finish the product on the review step, which clears
 * the browser's copy and opens the product's page.
 */
export function useWizardExits(
  current: DraftState['current'],
  save: (change?: ProjectChange) => Promise<string | null>,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [finishing, setFinishing] = useState(false);
  const finishingNow = useRef(false);

  /**
   * Saves the product under its name, which its book takes as its title (docs/decisions/0012-create-wizard-drafts.md):
   * the project's id, or null when a save failed and said so.
   */
  const saveNamed = async (name: string, generatePdf: boolean) => {
    // The name follows the book plan from now on, unless the creator had named the project elsewhere (Assemble).
    const nameGenerated = current().projectName === null;
    const id = await save({
      fields: { title: name, nameGenerated, status: generatePdf ? 'ready' : 'draft' },
      sections: true,
    }).catch(() => null);
    if (!id) return null;
    try {
      await retitleBook(id, name);
      return id;
    } catch (error) {
      console.error(error);
      toast.error(failureMessage(error));
      return null;
    }
  };

  return {
    finishing,
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
     * The review's buttons: the product is saved under its name as a draft, or as ready with its documents started
     * ('Product created and PDF generated!' is announced once they are made); the wizard is done, its browser copy
     * cleared, and the product's page opens.
     */
    finish: async (projectName: string, generatePdf: boolean) => {
      if (finishingNow.current) return;
      finishingNow.current = true;
      setFinishing(true);
      const id = await saveNamed(projectName.trim(), generatePdf);
      if (!id) {
        finishingNow.current = false;
        setFinishing(false);
        return;
      }
      if (!generatePdf) {
        toast.success('Product saved as draft!');
      } else {
        const announced = {
          ready: 'Product created and PDF generated!',
          failed: 'Product saved but PDF generation failed',
        };
        try {
          // Save & Generate asked for the files: a cover drawn for another title is redrawn with the book's first.
          await startDocuments({ projectId: id, cover: 'redraw' });
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
