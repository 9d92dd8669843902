import { useSearchParams } from 'react-router';

/** A generator tool's mode from its query: `?edit=<id>` updates that item, `?regenerate=<id>` starts from it. */
export type ToolMode = { kind: 'create' } | { kind: 'edit' | 'regenerate'; id: string };

export function useToolMode() {
  const [searchParams, setSearchParams] = useSearchParams();
  const editId = searchParams.get('edit');
  const regenerateId = searchParams.get('regenerate');
  const mode: ToolMode = editId
    ? { kind: 'edit', id: editId }
    : regenerateId
      ? { kind: 'regenerate', id: regenerateId }
      : { kind: 'create' };

  /** Back to create mode: the edit and regenerate queries are dropped, any other query stays. */
  const leave = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('edit');
        next.delete('regenerate');
        return next;
      },
      { replace: true },
    );

  return {
    mode,
    leave,
    /** The item an edit replaces when saved. */
    editId: mode.kind === 'edit' ? mode.id : undefined,
    /** The item being edited or regenerated from. */
    activeId: mode.kind === 'create' ? undefined : mode.id,
  };
}
