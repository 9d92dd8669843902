import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api/api-client';
import { failureMessage } from '@/lib/api/failure-message';
import { refreshAfterChange } from '@/lib/api/query-keys';
import { saveItem, type SavedItemKind, type SaveInputOf } from './saved-items';

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

interface SaveItemOptions {
  /** Follows a successful update of an existing item (the end of an edit). */
  onUpdated?: () => void;
  /** Shows a refusal about one input on that input, besides the toast. */
  onFieldError?: (field: string, message: string) => void;
}

/**
 * Saves one item of a kind, refreshes every query that shows it, then says so in the tool's success toast.
 * `save` sends nothing while an earlier save is still under way, so a double-click makes one request.
 */
export function useSaveItem<Kind extends SavedItemKind>(
  kind: Kind,
  messages: SaveMessages,
  { onUpdated, onFieldError }: SaveItemOptions = {},
) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: ({ input, id }: SaveVariables<Kind>) => saveItem(kind, input, id),
    onSuccess: async (_item, { id }) => {
      if (id) onUpdated?.();
      await refreshAfterChange(queryClient, kind);
      // Said last: the lists already show the change, and the caller's own success step runs before the toast is
      // drawn, so a user who acts on the toast finds the screen ready (a form reset after it undid their next choice).
      toast.success(id ? messages.updated : messages.saved);
    },
    onError: (error) => {
      console.error(error);
      toast.error(failureMessage(error));
      if (isApiError(error) && error.field) onFieldError?.(error.field, error.message);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const save: typeof mutation.mutate = (variables, options) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(variables, options);
  };

  return { ...mutation, save };
}
