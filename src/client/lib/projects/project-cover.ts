/** A project's cover kept in step with its book plan (docs/decisions/0036-cover-follows-the-plan.md). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/api-client';
import { refreshAfterChange } from '@/lib/api/query-keys';
import { projectQueryOptions, refreshProjects } from './projects';
import { projectCoverApi } from '@shared/api/project-cover';

/** Redraws the project's cover with its plan's title, subtitle and author; answers the project as it then stands. */
export function redrawProjectCover(projectId: string) {
  return apiFetch(projectCoverApi.redraw, { params: { id: projectId } });
}

/**
 * Redraws the cover, keeps the answer as the project shown, and refreshes the projects and the saved covers, which
 * show the new image (or a new saved cover, when another project kept the old one).
 */
export function useRedrawCover(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => redrawProjectCover(projectId),
    onSuccess: async (project) => {
      queryClient.setQueryData(projectQueryOptions(projectId).queryKey, project);
      await Promise.all([refreshProjects(queryClient), refreshAfterChange(queryClient, 'covers')]);
    },
  });
}
