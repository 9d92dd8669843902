/** Project calls shared by Assemble, the project page and the Create wizard. */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { dashboardKey, projectsKey } from '@/lib/query-keys';
import { documentGenerationStarted } from '../../shared/schemas/project-document.js';
import { projectDetail, type CreateProjectBody, type UpdateProjectBody } from '../../shared/schemas/project.js';

const projectPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;

/** Creates a project (a draft unless it says ready) with its ordered sections. */
export function createProject(body: CreateProjectBody) {
  return apiFetch('/api/projects', projectDetail, { method: 'POST', body });
}

/** One of the user's projects with its parts and ordered sections; another user's or a missing one is a 404. */
export function fetchProject(projectId: string, signal?: AbortSignal) {
  return apiFetch(projectPath(projectId), projectDetail, { signal });
}

/** Changes the fields sent, the others stay; the server resets the PDF status when a part changes. */
export function updateProject(projectId: string, body: UpdateProjectBody) {
  return apiFetch(projectPath(projectId), projectDetail, { method: 'PATCH', body });
}

/** Replaces the project's sections with these, in this order. */
export function replaceProjectSections(projectId: string, contentIds: string[]) {
  return apiFetch(`${projectPath(projectId)}/sections`, projectDetail, { method: 'PUT', body: { contentIds } });
}

/** Starts making the project's PDF, DOCX and EPUB in the background. */
export function startDocuments(projectId: string) {
  return apiFetch(`${projectPath(projectId)}/documents`, documentGenerationStarted, { method: 'POST' });
}

/** Refreshes the project lists and the dashboard after a project changed. */
export function refreshProjects(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: projectsKey }),
    queryClient.invalidateQueries({ queryKey: dashboardKey }),
  ]);
}

/** How often a project being generated is read again until its PDF status settles. */
export const GENERATION_POLL_MS = 3_000;

/**
 * One project joined with its parts. While its documents are being generated it is read again every 3 s
 * (spec §4: the page refreshes 3 s after generation starts) until the status settles.
 */
export function projectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...projectsKey, 'detail', projectId],
    queryFn: ({ signal }) => fetchProject(projectId, signal),
    refetchInterval: (query) => (query.state.data?.pdfStatus === 'generating' ? GENERATION_POLL_MS : false),
    meta: { silent: true },
  });
}

/** Creates a project from the assembled parts, then refreshes the project lists and the dashboard. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProject, onSuccess: () => refreshProjects(queryClient) });
}

/** Starts making the project's documents, then refreshes the project lists. */
export function useStartDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDocuments,
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
