/** A project's book plan (docs/decisions/0028-book-plan.md), read by the project page and the Create wizard. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/api-client';
import { refreshProjects } from '@/lib/projects/projects';
import { projectsKey } from '@/lib/api/query-keys';
import { projectApi } from '@shared/api/projects';
import type { BookPlanBody } from '@shared/schemas/book-plan';
import type { DraftCourseModuleInput } from '@shared/schemas/course-plan';

/** The project's saved plan, or the one drawn from its title, cover and idea while none is saved. */
export function fetchBookPlan(projectId: string, signal?: AbortSignal) {
  return apiFetch(projectApi.readPlan, { params: { id: projectId }, signal });
}

/** Replaces the project's plan; a changed title, subtitle, author or ISBN marks its files out of date. */
export function saveBookPlan(projectId: string, plan: BookPlanBody) {
  return apiFetch(projectApi.savePlan, { params: { id: projectId }, body: plan });
}

/**
 * Gives the book the title its product is named with (the Create wizard's review): the plan, saved or drawn from the
 * parts, is saved with that title unless it has it already, so the files, the project's name and what the creator is
 * told say one title (docs/decisions/0028-book-plan.md).
 */
export async function retitleBook(projectId: string, title: string) {
  const { plan, revision } = await fetchBookPlan(projectId);
  if (plan.title !== title) await saveBookPlan(projectId, { ...plan, title, revision });
}

/**
 * The plan under the projects' key: whatever refreshes the projects (a part changed here or in another tab) reads it
 * again, so a derived plan follows the title, cover and idea it is drawn from.
 */
export function bookPlanQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...projectsKey, 'plan', projectId],
    queryFn: ({ signal }) => fetchBookPlan(projectId, signal),
  });
}

/** Saves the plan, keeps the answer as the plan shown, and reads the project again for its document status. */
export function useSaveBookPlan(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: BookPlanBody) => saveBookPlan(projectId, plan),
    onSuccess: async (saved) => {
      queryClient.setQueryData(bookPlanQueryOptions(projectId).queryKey, saved);
      await refreshProjects(queryClient);
    },
  });
}

/** A writer's draft of a course module's lessons and quiz (docs/decisions/0073-course-plan.md); nothing is saved. */
export function useDraftCourseModule(projectId: string) {
  return useMutation({
    mutationFn: (module: DraftCourseModuleInput) =>
      apiFetch(projectApi.draftModule, { params: { id: projectId }, body: module }),
  });
}
