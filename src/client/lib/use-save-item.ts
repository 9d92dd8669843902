import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { failureMessage } from './failure-message';
import { saveItem, savedItemsKey, type SavedItemKind, type SaveInputOf } from './saved-items';

/** The tool's success toasts; a failure shows the server's message. */
export interface SaveMessages {
  saved: string;
  updated: string;
}

interface SaveVariables<Kind extends SavedItemKind> {
  input: SaveInputOf<Kind>;
  /** The item to replace; without it a new item is created. */
  id?: string;
}

/**
 * Saves one item of a kind with the tool's success toasts, then refreshes every query of that kind.
 * `onUpdated` follows a successful update of an existing item (the end of an edit).
 */
export function useSaveItem<Kind extends SavedItemKind>(kind: Kind, messages: SaveMessages, onUpdated?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: SaveVariables<Kind>) => saveItem(kind, input, id),
    onSuccess: (_item, { id }) => {
      toast.success(id ? messages.updated : messages.saved);
      if (id) onUpdated?.();
      return queryClient.invalidateQueries({ queryKey: savedItemsKey(kind) });
    },
    onError: (error) => {
      console.error(error);
      toast.error(failureMessage(error));
    },
  });
}
