import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { failureMessage } from '@/lib/api/failure-message';
import { refreshAfterDelete } from '@/lib/api/query-keys';
import { deleteItem, type SavedItemKind } from './saved-items';

/** Deletes one saved item of a kind, refreshes every query that showed it, then says so (or what failed) in a toast. */
export function useDeleteItem(kind: SavedItemKind, onDeleted?: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteItem(kind, id),
    onSuccess: async (_response, id) => {
      onDeleted?.(id);
      await refreshAfterDelete(queryClient, kind, id);
      // Said once the lists no longer show the item, as a save is said once they show it.
      toast.success('Deleted successfully');
    },
    onError: (error) => {
      console.error(error);
      toast.error(failureMessage(error));
    },
  });
}
