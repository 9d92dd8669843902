import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { failureMessage } from '@/lib/api/failure-message';
import { paths } from '@/lib/paths';
import { useCreateProject } from '@/lib/projects/projects';
import { firstAssemblyProblem, type Assembly, type AssemblyAction } from '../assembly-checks';

/**
 * Save as Draft and Generate PDF: the assembly is checked, then saved in one request, which for Generate PDF also
 * starts the documents; the answer says whether they started, and either way the project is saved and the user is
 * taken to My Saved Content, where its card shows how the documents are coming on. A double-click saves once (the
 * save key), and a new assembly after a save is a new project.
 */
export function useSaveAssembly() {
  const navigate = useNavigate();
  const createProject = useCreateProject();
  const [action, setAction] = useState<AssemblyAction | null>(null);
  const saveKey = useRef(crypto.randomUUID());

  const save = (assembly: Assembly, sectionIds: string[], chosen: AssemblyAction) => {
    if (createProject.isPending) return;
    const problem = firstAssemblyProblem(assembly, chosen);
    if (problem) {
      toast.error(problem);
      return;
    }
    setAction(chosen);
    // No status is sent: a newly assembled project starts as a draft whichever button made it.
    createProject.mutate(
      {
        title: assembly.projectName,
        titleId: assembly.titleId,
        coverId: assembly.coverId,
        contentIds: sectionIds,
        saveKey: saveKey.current,
        generateDocuments: chosen === 'pdf',
      },
      {
        onSuccess: (project) => {
          saveKey.current = crypto.randomUUID();
          if (chosen === 'draft') toast.success('Draft saved successfully');
          else if (project.documentsStatus === 'generating')
            toast.success('PDF generation started! You will be notified when it is ready.');
          else toast.error('Product saved but PDF generation failed');
          void navigate(paths.savedContent.href());
        },
        onError: (error) => {
          console.error(error);
          toast.error(failureMessage(error));
        },
      },
    );
  };

  return { save, saving: createProject.isPending ? action : null };
}
