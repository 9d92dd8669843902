import { useSearchParams } from 'react-router';
import type { ToolModeQuery } from '@/lib/paths';

/** A generator tool's mode from its query: `?edit=<id>` updates that item, `?regenerate=<id>` starts from it. */
export type ToolMode = { kind: 'create' } | { kind: 'edit' | 'regenerate'; id: string };

const MODE_KEYS = ['edit', 'regenerate'] as const satisfies readonly (keyof ToolModeQuery)[];

/** The id a mode key names; an empty or blank value names nothing. */
function idOf(searchParams: URLSearchParams, key: (typeof MODE_KEYS)[number]) {
  return searchParams.get(key)?.trim() || undefined;
}

/** The mode of the query; when both keys are present, edit wins. */
function toolModeOf(searchParams: URLSearchParams): ToolMode {
  for (const kind of MODE_KEYS) {
    const id = idOf(searchParams, kind);
    if (id) return { kind, id };
  }
  return { kind: 'create' };
}

export function useToolMode() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode = toolModeOf(searchParams);

  /** Back to create mode: the edit and regenerate queries are dropped, any other query stays. */
  const leave = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of MODE_KEYS) next.delete(key);
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

export type ToolModeState = ReturnType<typeof useToolMode>;
