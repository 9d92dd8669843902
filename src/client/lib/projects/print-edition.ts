/** A project's print edition: its settings and its print interior (docs/decisions/0050-print-edition.md). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/api-client';
import { projectsKey } from '@/lib/api/query-keys';
import { refreshProjects } from './projects';
import { projectPrintApi } from '@shared/api/project-print';
import type { PrintSettings } from '@shared/schemas/print-edition';

/**
 * The project's print edition as it stands with its files in `documentsStatus`: read again whenever that changes,
 * since a generation makes the print interior or says why it could not.
 */
export function printEditionQueryOptions(projectId: string, documentsStatus: string) {
  return queryOptions({
    queryKey: [...projectsKey, 'print', projectId, documentsStatus],
    queryFn: () => apiFetch(projectPrintApi.read, { params: { id: projectId } }),
  });
}

/** Saves the print settings; changed ones leave the files out of date, so the project is read again. */
export function useSavePrintSettings(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PrintSettings) =>
      apiFetch(projectPrintApi.save, { params: { id: projectId }, body: settings }),
    onSuccess: () => refreshProjects(queryClient),
  });
}
