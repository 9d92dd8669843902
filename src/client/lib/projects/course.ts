/** A course's modules as written (docs/decisions/0074-course-run.md). */
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/api-client';
import { projectsKey } from '@/lib/api/query-keys';
import { projectCourseApi } from '@shared/api/project-course-kit';

/** Read again with the project: a part saved by a run or by hand refreshes the projects. */
export function courseQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...projectsKey, 'course', projectId],
    queryFn: () => apiFetch(projectCourseApi.read, { params: { id: projectId } }),
  });
}
