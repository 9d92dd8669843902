import type { QueryClient } from '@tanstack/react-query';
import type { SavedItemKind } from '@shared/schemas/saved-item';

/** The key every query of one saved kind starts with; invalidating it refreshes its lists and each item. */
export const savedItemsKey = (kind: SavedItemKind) => [kind] as const;
/** GET /api/dashboard: the counters and recent projects. */
export const dashboardKey = ['dashboard'] as const;
/** GET /api/saved-items: My Saved Content's cards. */
export const savedCardsKey = ['saved-items'] as const;
/** GET /api/projects. */
export const projectsKey = ['projects'] as const;

/**
 * Refreshes what a saved item's change shows up in: its kind's lists and items, My Saved Content and the
 * dashboard's counters.
 */
export function refreshAfterChange(queryClient: QueryClient, kind: SavedItemKind) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: savedItemsKey(kind) }),
    queryClient.invalidateQueries({ queryKey: savedCardsKey }),
    queryClient.invalidateQueries({ queryKey: dashboardKey }),
  ]);
}

/**
 * Forgets a deleted saved item and refreshes what showed it: as after any change, and the projects too, since a
 * delete can empty a project's part.
 */
export function refreshAfterDelete(queryClient: QueryClient, kind: SavedItemKind, id: string) {
  queryClient.removeQueries({ queryKey: [...savedItemsKey(kind), 'item', id], exact: true });
  return Promise.all([refreshAfterChange(queryClient, kind), queryClient.invalidateQueries({ queryKey: projectsKey })]);
}
