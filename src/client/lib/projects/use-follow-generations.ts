import { queryOptions, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api/api-client';
import { unfollowGeneration, useFollowedGenerations, type FollowedGeneration } from './followed-generations';
import { fetchDocumentStatus, refreshProjects } from './projects';
import { projectsKey } from '@/lib/api/query-keys';
import type { DocumentCopy, DocumentStatus } from '@shared/schemas/project-document';

/**
 * How often a generating project's status is read. With the read and the refresh that follows a change, a screen
 * shows the outcome within a second of the job's end, on a busy machine too (docs/decisions/0022-live-document-status.md).
 */
export const GENERATION_POLL_MS = 250;

function documentStatusQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...projectsKey, 'documents', projectId],
    queryFn: ({ signal }) => fetchDocumentStatus(projectId, signal),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) =>
      isApiError(query.state.error, 404) || (query.state.data && !isGenerating(query.state.data))
        ? false
        : GENERATION_POLL_MS,
    meta: { silent: true },
  });
}

/** Whether either copy of the project is being made. */
const isGenerating = (status: DocumentStatus) =>
  status.documentsStatus === 'generating' || status.draftCopy.documentsStatus === 'generating';

/** How the followed copy stands. */
const copyStatus = (status: DocumentStatus, copy: DocumentCopy) =>
  copy === 'sale' ? status.documentsStatus : status.draftCopy.documentsStatus;

function announce(status: DocumentStatus, { copy, messages }: FollowedGeneration) {
  const settled = copyStatus(status, copy);
  const what = copy === 'sale' ? 'PDF' : 'Draft copy';
  if (settled === 'completed') toast.success(messages.ready ?? `${what} ready for "${status.title}"`);
  if (settled === 'failed') toast.error(messages.failed ?? `${what} generation failed for "${status.title}"`);
}

/**
 * Reads the status of each followed project every quarter second, for the copy it follows, on whichever screen is open, and nothing when none
 * is followed. When one is no longer generating, the project screens, lists and counters are read again and the
 * outcome is announced; a project gone (deleted, or another user's after a sign-in) is dropped quietly.
 */
export function useFollowGenerations() {
  const queryClient = useQueryClient();
  const followed = useFollowedGenerations();
  const reads = useQueries({ queries: followed.map((entry) => documentStatusQueryOptions(entry.projectId)) });
  useEffect(() => {
    reads.forEach((read, index) => {
      const entry = followed[index];
      if (!entry) return;
      if (isApiError(read.error, 404) && read.errorUpdatedAt >= entry.since) {
        unfollowGeneration(entry.projectId);
        return;
      }
      const status = read.dataUpdatedAt >= entry.since ? read.data : undefined;
      if (!status || copyStatus(status, entry.copy) === 'generating') return;
      unfollowGeneration(entry.projectId, entry.copy);
      announce(status, entry);
      void refreshProjects(queryClient);
    });
  }, [reads, followed, queryClient]);
}
