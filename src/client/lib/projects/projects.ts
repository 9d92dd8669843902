/** Project calls shared by Assemble, the project page and the Create wizard. */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/api-client';
import { dashboardKey, projectsKey } from '@/lib/api/query-keys';
import { followGeneration } from './followed-generations';
import { projectDocumentApi } from '@shared/api/project-documents';
import { projectApi } from '@shared/api/projects';
import type { CreateProjectBody, UpdateProjectBody } from '@shared/schemas/project';
import type { CoverChoice } from '@shared/schemas/project-document';

/** Creates a project (a draft unless it says ready) with its ordered sections, and starts its documents if asked. */
export function createProject(body: CreateProjectBody) {
  return apiFetch(projectApi.create, { body });
}

/** One of the user's projects with its parts and ordered sections; another user's or a missing one is a 404. */
export function fetchProject(projectId: string, signal?: AbortSignal) {
  return apiFetch(projectApi.read, { params: { id: projectId }, signal });
}

/** Changes the fields sent, the others stay; the server resets the documents status when a part changes. */
export function updateProject(projectId: string, body: UpdateProjectBody) {
  return apiFetch(projectApi.update, { params: { id: projectId }, body });
}

/** Replaces the project's sections with these, in this order. */
export function replaceProjectSections(projectId: string, contentIds: string[]) {
  return apiFetch(projectApi.replaceSections, { params: { id: projectId }, body: { contentIds } });
}

/**
 * What to make: a Draft copy includes the author notes, marked Draft (docs/decisions/0027-author-notes.md); `cover`
 * says what to do with a cover that shows another title than the book (docs/decisions/0036-cover-follows-the-plan.md).
 */
export interface DocumentsRequest {
  projectId: string;
  draft?: boolean;
  cover?: CoverChoice;
}

/** Starts making the project's PDF, DOCX and EPUB in the background; without notes unless a Draft copy is asked. */
export function startDocuments({ projectId, draft = false, cover }: DocumentsRequest) {
  const body = { ...(draft ? { draft } : {}), ...(cover ? { cover } : {}) };
  return apiFetch(projectDocumentApi.start, {
    params: { id: projectId },
    body: Object.keys(body).length > 0 ? body : undefined,
  });
}

/** How the project's documents stand: generating, made (the project is then ready) or failed with the reason. */
export function fetchDocumentStatus(projectId: string, signal?: AbortSignal) {
  return apiFetch(projectDocumentApi.status, { params: { id: projectId }, signal });
}

/** Refreshes the project lists and the dashboard after a project changed. */
export function refreshProjects(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: projectsKey }),
    queryClient.invalidateQueries({ queryKey: dashboardKey }),
  ]);
}

/**
 * One project joined with its parts. While its documents are being generated the page follows them
 * (`useFollowGenerating`) and reads the project again once they settle.
 */
export function projectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...projectsKey, 'detail', projectId],
    queryFn: ({ signal }) => fetchProject(projectId, signal),
    meta: { silent: true },
  });
}

/**
 * Creates a project from the assembled parts, and starts its documents in the same request when asked; follows them
 * when they started, then refreshes the project lists and the dashboard.
 */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => {
      if (project.documentsStatus === 'generating') followGeneration(project.id);
      return refreshProjects(queryClient);
    },
  });
}

/** Starts making one copy of the project's documents and follows it to its outcome, then refreshes the project lists. */
export function useStartDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDocuments,
    onSuccess: (_started, { projectId, draft = false }) => followGeneration(projectId, {}, draft ? 'draft' : 'sale'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
