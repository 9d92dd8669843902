/** KDP's questions about AI-generated content, answered from the record (docs/decisions/0057-listing.md). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/api-client';
import { projectsKey } from '@/lib/api/query-keys';
import { projectAiDisclosureApi } from '@shared/api/project-ai-disclosure';
import type { AiDisclosureCorrections } from '@shared/schemas/ai-disclosure';

/** Under the projects' key: a part written or edited changes what the record answers. */
export function aiDisclosureQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...projectsKey, 'ai-disclosure', projectId],
    queryFn: ({ signal }) => apiFetch(projectAiDisclosureApi.read, { params: { id: projectId }, signal }),
  });
}

/** Corrects an answer, or with null brings back the one the record gives. */
export function useCorrectAiDisclosure(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corrections: AiDisclosureCorrections) =>
      apiFetch(projectAiDisclosureApi.save, { params: { id: projectId }, body: corrections }),
    onSuccess: (answer) => queryClient.setQueryData(aiDisclosureQueryOptions(projectId).queryKey, answer),
  });
}
