/** Rebrand: a new name, links and cover colours across the whole product (docs/decisions/0080-rebrand.md). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch } from '@/lib/api/api-client';
import { projectsKey } from '@/lib/api/query-keys';
import { countLabel } from '@/lib/count-label';
import { refreshProjects } from './projects';
import { projectRebrandApi } from '@shared/api/project-rebrand';
import type { RebrandOutcome, RebrandRequestBody } from '@shared/schemas/rebrand';

/** Under the projects' key: any edit of the product changes the links it prints. */
export function brandQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...projectsKey, 'rebrand', projectId],
    queryFn: ({ signal }) => apiFetch(projectRebrandApi.read, { params: { id: projectId }, signal }),
  });
}

/** What a rebrand changes in words: "12 replacements in 7 places". */
export const rebrandSummary = ({ replaced, changes }: RebrandOutcome) =>
  `${countLabel(replaced, 'replacement')} in ${countLabel(changes.length, 'place')}`;

/** What a rebrand would change; nothing is saved. */
export function usePreviewRebrand(projectId: string) {
  return useMutation({
    mutationFn: (request: RebrandRequestBody) =>
      apiFetch(projectRebrandApi.preview, { params: { id: projectId }, body: request }),
  });
}

/** The rebrand itself: the plan, sections, listing and cover change, so every project read is read again. */
export function useRebrand(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RebrandRequestBody) =>
      apiFetch(projectRebrandApi.apply, { params: { id: projectId }, body: request }),
    onSuccess: (outcome) => {
      toast.success(`Rebranded: ${rebrandSummary(outcome)}`);
      return refreshProjects(queryClient);
    },
  });
}
