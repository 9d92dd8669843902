import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { toast } from 'sonner';
import { failureMessage } from '@/lib/api/failure-message';
import { savedItemQueryOptions, type SavedItemKind, type SavedItemOf } from '@/lib/saved-items/saved-items';
import type { ToolMode } from './use-tool-mode';

interface ModeRecordHandlers<Kind extends SavedItemKind> {
  /** Called once per edit or regenerate visit, with the item as the server has it now. */
  onLoaded: (record: SavedItemOf<Kind>, kind: 'edit' | 'regenerate') => void;
  onFailed: () => void;
  /** What a failure says instead of the server's message (a missing cover is 'Failed to load cover data'). */
  failedMessage?: string;
}

/**
 * Loads the item an edit or regenerate mode points at; a failure shows `failedMessage`, else the server's message,
 * and calls onFailed.
 */
export function useModeRecord<Kind extends SavedItemKind>(
  kind: Kind,
  mode: ToolMode,
  handlers: ModeRecordHandlers<Kind>,
) {
  const id = mode.kind === 'create' ? null : mode.id;
  const query = useQuery({ ...savedItemQueryOptions(kind, id ?? ''), enabled: id !== null });
  const appliedTo = useRef<string | null>(null);
  const applyRecord = useEffectEvent(handlers.onLoaded);
  const reportFailure = useEffectEvent((error: unknown) => {
    toast.error(handlers.failedMessage ?? failureMessage(error));
    handlers.onFailed();
  });

  const modeKind = mode.kind === 'create' ? null : mode.kind;
  const fresh = query.isSuccess && !query.isFetching ? query.data : undefined;
  useEffect(() => {
    if (modeKind === null || id === null) {
      appliedTo.current = null;
      return;
    }
    const visit = `${modeKind}:${id}`;
    if (!fresh || appliedTo.current === visit) return;
    appliedTo.current = visit;
    applyRecord(fresh, modeKind);
  }, [modeKind, id, fresh]);

  const failure = id !== null && query.isError ? query.error : null;
  useEffect(() => {
    if (failure) reportFailure(failure);
  }, [failure]);

  return id === null ? undefined : query.data;
}
