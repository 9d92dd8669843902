import type { QueryClient } from '@tanstack/react-query';
import type { SavedItemKind } from '../../shared/schemas/saved-item.js';

/** The key every query of one saved kind starts with; invalidating it refreshes its lists and each item. */
export const savedItemsKey = (kind: SavedItemKind) => [kind] as const;
/** GET /api/dashboard: the counters and recent projects. */
export const dashboardKey = ['dashboard'] as const;
/** GET /api/saved-items: My Saved Content's cards. */
export const savedCardsKey = ['saved-items'] as const;
/** GET /api/projects. */
export const projectsKey = ['projects'] as const;

/**
 * Refreshes what a saved item's change shows up in: its kind's lists and items, My Saved Content, the
 * dashboard's counters, and (after a delete, which can empty a project's part) the projects.
 */
export function refreshAfterChange(queryClient: QueryClient, kind: SavedItemKind, { deleted = false } = {}) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: savedItemsKey(kind) }),
    queryClient.invalidateQueries({ queryKey: savedCardsKey }),
    queryClient.invalidateQueries({ queryKey: dashboardKey }),
    deleted && queryClient.invalidateQueries({ queryKey: projectsKey }),
  ]);
}
