import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { failureMessage } from '@/lib/api/failure-message';
import { updateProject } from '@/lib/projects/projects';
import { projectsKey } from '@/lib/api/query-keys';
import type { SavedItemKind } from '@/lib/saved-items/saved-items';
import { useSaveItem, type SaveMessages } from '@/lib/saved-items/use-save-item';
import type { UpdateProjectBody } from '@shared/schemas/project';

/**
 * Saves a picked result as a new item of its kind (with the tool's toast), then makes it the project's part:
 * `link` names the project field to set. The server resets the documents status when the part changes.
 */
export function useSavePart<Kind extends SavedItemKind>(
  projectId: string,
  kind: Kind,
  messages: SaveMessages,
  link?: (id: string) => UpdateProjectBody,
) {
  const queryClient = useQueryClient();
  const saving = useSaveItem(kind, messages);
  const linking = useMutation({
    mutationFn: (body: UpdateProjectBody) => updateProject(projectId, body),
    onError: (error) => {
      console.error(error);
      toast.error(failureMessage(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
  const save = (input: Parameters<typeof saving.save>[0]['input'], onDone: () => void) =>
    saving.save(
      { input },
      {
        onSuccess: (item) => {
          if (link) linking.mutate(link(item.id), { onSuccess: onDone });
          else void queryClient.invalidateQueries({ queryKey: projectsKey }).then(onDone);
        },
      },
    );
  return { save, isPending: saving.isPending || linking.isPending };
}
