import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { failureMessage } from './failure-message';
import { deleteItem, savedItemsKey, type SavedItemKind } from './saved-items';

/** Deletes one saved item of a kind, toasts the outcome, then refreshes every query of that kind. */
export function useDeleteItem(kind: SavedItemKind, onDeleted?: (id: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteItem(kind, id),
    onSuccess: (_response, id) => {
      toast.success('Deleted successfully');
      onDeleted?.(id);
      const itemKey = [...savedItemsKey(kind), 'item', id];
      queryClient.removeQueries({ queryKey: itemKey, exact: true });
      return queryClient.invalidateQueries({
        queryKey: savedItemsKey(kind),
        predicate: (query) => query.queryKey[2] !== id,
      });
    },
    onError: (error) => {
      console.error(error);
      toast.error(failureMessage(error));
    },
  });
}
