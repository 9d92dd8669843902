import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeToDataChanges } from './data-change-broadcast';
import { refreshProjects } from '@/lib/projects/projects';
import { savedCardsKey } from '@/lib/api/query-keys';

/**
 * Reads the projects, the dashboard and My Saved Content again when another tab of the app changed the user's data:
 * a generation started there is then followed here too, and a part deleted there no longer shows its project's
 * files as ready here (docs/decisions/0022-live-document-status.md).
 */
export function useOtherTabChanges() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToDataChanges(() => {
        void refreshProjects(queryClient);
        void queryClient.invalidateQueries({ queryKey: savedCardsKey });
      }),
    [queryClient],
  );
}
