/** Project calls shared by Assemble, the project page and the Create wizard. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { dashboardKey, projectsKey } from '@/lib/query-keys';
import { documentGenerationStarted } from '../../shared/schemas/project-document.js';
import { projectDetail, type CreateProjectBody, type UpdateProjectBody } from '../../shared/schemas/project.js';

const projectPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;

/** How often a project being generated is read again until its PDF status settles. */
export const GENERATION_POLL_MS = 3_000;

/**
 * One project joined with its parts. While its documents are being generated it is read again every 3 s
 * (spec §4: the page refreshes 3 s after generation starts) until the status settles.
 */
export function projectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...projectsKey, 'detail', projectId],
    queryFn: ({ signal }) => apiFetch(projectPath(projectId), projectDetail, { signal }),
    refetchInterval: (query) => (query.state.data?.pdfStatus === 'generating' ? GENERATION_POLL_MS : false),
    meta: { silent: true },
  });
}

/** Changes fields of a project (e.g. links another niche); the server resets its PDF status when a part changes. */
export function updateProject(projectId: string, body: UpdateProjectBody) {
  return apiFetch(projectPath(projectId), projectDetail, { method: 'PATCH', body });
}

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
      apiFetch(`${projectPath(projectId)}/documents`, documentGenerationStarted, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
