import { useSavedItemPages, type SavedItemKind, type SavedItemOf } from '@/lib/saved-items/saved-items';
import { useModeRecord } from './use-mode-record';
import { useToolMode } from './use-tool-mode';

interface ToolStateOptions<Kind extends SavedItemKind> {
  /** Fills the form from the item an edit or regenerate visit opens, once per visit. */
  onRecordLoaded: (record: SavedItemOf<Kind>, kind: 'edit' | 'regenerate') => void;
  /** What a failure to load that item says instead of the server's message. */
  recordFailedMessage?: string;
}

/**
 * What every tool page of one saved kind starts from: its mode (create, edit or regenerate), the item the
 * mode opens, and the user's saved items of that kind (undefined while they load or when they could not be read,
 * and then `savedItemsFailure` says why).
 */
export function useToolState<Kind extends SavedItemKind>(kind: Kind, options: ToolStateOptions<Kind>) {
  const toolMode = useToolMode();
  const { items: savedItems, failure: savedItemsFailure } = useSavedItemPages(kind);
  const record = useModeRecord(kind, toolMode.mode, {
    onLoaded: options.onRecordLoaded,
    onFailed: toolMode.leave,
    ...(options.recordFailedMessage ? { failedMessage: options.recordFailedMessage } : {}),
  });
  return { ...toolMode, record, savedItems, savedItemsFailure };
}
