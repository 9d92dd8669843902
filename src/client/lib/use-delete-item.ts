import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { failureMessage } from './failure-message';
import { refreshAfterChange, savedItemsKey } from './query-keys';
import { deleteItem, type SavedItemKind } from './saved-items';

/** Deletes one saved item of a kind, toasts the outcome, then refreshes every query that showed it. */
export function useDeleteItem(kind: SavedItemKind, onDeleted?: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteItem(kind, id),
    onSuccess: (_response, id) => {
      toast.success('Deleted successfully');
      onDeleted?.(id);
      queryClient.removeQueries({ queryKey: [...savedItemsKey(kind), 'item', id], exact: true });
      return refreshAfterChange(queryClient, kind, { deleted: true });
    },
    onError: (error) => {
      console.error(error);
      toast.error(failureMessage(error));
    },
  });
}
