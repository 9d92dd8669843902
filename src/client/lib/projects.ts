/** Project calls shared by Assemble, the project page and the Create wizard. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { dashboardKey, projectsKey } from '@/lib/query-keys';
import { documentGenerationStarted } from '../../shared/schemas/project-document.js';
import { projectDetail, type CreateProjectBody } from '../../shared/schemas/project.js';

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

/** Starts making the project's PDF, DOCX and EPUB in the background. */
export function useStartDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) =>
      apiFetch(`/api/projects/${encodeURIComponent(projectId)}/documents`, documentGenerationStarted, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
