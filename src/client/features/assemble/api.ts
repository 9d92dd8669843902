import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { dashboardKey, projectsKey } from '@/lib/query-keys';
import { projectDetail, type CreateProjectBody } from '../../../shared/schemas/project.js';

/** Creates a project from the assembled parts, then refreshes the project lists and the dashboard. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProjectBody) => apiFetch('/api/projects', projectDetail, { method: 'POST', body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectsKey }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}
