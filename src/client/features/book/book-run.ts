/**
 * Writing a project's whole book in one run (docs/decisions/0029-book-runs.md): the book as it stands, and starting,
 * resuming, cancelling and rewriting, read by the project page and the Create wizard.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { apiFetch } from '@/lib/api/api-client';
import { refreshProjects } from '@/lib/projects/projects';
import { projectsKey, refreshAfterChange } from '@/lib/api/query-keys';
import { projectBookApi } from '@shared/api/project-book';
import type { BookRun, BookView, ResumeBookBody, StartBookBody } from '@shared/schemas/book-run';

/** How often the book is read while a run writes it, so a reload or another device shows the same progress. */
const BOOK_RUN_POLL_MS = 1_000;

export function fetchBook(projectId: string, signal?: AbortSignal) {
  return apiFetch(projectBookApi.read, { params: { id: projectId }, signal });
}

/** Writes every part not yet written; a user whose run is already going gets that run back (started false). */
export function startBook(projectId: string, body: StartBookBody) {
  return apiFetch(projectBookApi.start, { params: { id: projectId }, body });
}

/** Writes one written part again, its text before kept as the previous version. */
export function rewriteBookPart(projectId: string, key: string) {
  return apiFetch(projectBookApi.rewritePart, { params: { id: projectId, key } });
}

/** Brings back the part's text from before its rewrite. */
export function restoreBookPart(projectId: string, key: string) {
  return apiFetch(projectBookApi.restorePart, { params: { id: projectId, key } });
}

/** Goes on with a paused run, with a new budget when the body gives one. */
export function resumeBookRun(projectId: string, body: ResumeBookBody) {
  return apiFetch(projectBookApi.resume, { params: { id: projectId }, body });
}

/** Stops a running run after the part being written, or a paused one at once. */
export function cancelBookRun(projectId: string) {
  return apiFetch(projectBookApi.cancel, { params: { id: projectId } });
}

/**
 * The book under the projects' key, so a changed plan or section reads it again; read every second while its run
 * is writing.
 */
export function bookQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...projectsKey, 'book', projectId],
    queryFn: ({ signal }) => fetchBook(projectId, signal),
    refetchInterval: (query) => (query.state.data?.run?.status === 'running' ? BOOK_RUN_POLL_MS : false),
    // The book panel shows a failed read where the book would be.
    meta: { silent: true },
  });
}

/** The book of a project, or nothing while there is no project to read it from (a wizard not saved yet). */
export function useBook(projectId: string | null) {
  return useQuery({ ...bookQueryOptions(projectId ?? ''), enabled: projectId !== null });
}

/** The run writing this project's book, when one is going (running or paused). */
export function activeRunOf(view: BookView | undefined): BookRun | null {
  const run = view?.run;
  return run && (run.status === 'running' || run.status === 'paused') ? run : null;
}

/** Reads again what a saved part changes: the project (its sections and files), its lists and the saved content. */
function refreshWrittenParts(queryClient: QueryClient) {
  return Promise.all([refreshProjects(queryClient), refreshAfterChange(queryClient, 'content')]);
}

/** Shows the run an answer brings as the book's run, and reads the book again for its parts and estimate. */
function showRun(queryClient: QueryClient, projectId: string, run: BookRun) {
  const key = bookQueryOptions(projectId).queryKey;
  queryClient.setQueryData(key, (view) => (view ? { ...view, run } : view));
  return queryClient.invalidateQueries({ queryKey: key });
}

/**
 * A run started (the whole book or one part again). The answer's run is shown when it writes this project; a run
 * of another project (the user's one running book) is handed to `onElsewhere`.
 */
export function useStartBookRun(projectId: string, onElsewhere: (run: BookRun) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { rewrite: string } | StartBookBody) =>
      'rewrite' in request ? rewriteBookPart(projectId, request.rewrite) : startBook(projectId, request),
    onSuccess: ({ run }) => (run.projectId === projectId ? showRun(queryClient, projectId, run) : onElsewhere(run)),
  });
}

/** Resume (with a new budget when the body gives one) or Cancel: the run as it now stands is shown. */
export function useBookRunControl(projectId: string, control: 'resume' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body?: ResumeBookBody) =>
      control === 'resume' ? resumeBookRun(projectId, body ?? {}) : cancelBookRun(projectId),
    onSuccess: ({ run }) => showRun(queryClient, projectId, run),
  });
}

/** Restore previous version: the book as it now stands is shown, and the project and sections are read again. */
export function useRestoreBookPart(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => restoreBookPart(projectId, key),
    onSuccess: async (view) => {
      queryClient.setQueryData(bookQueryOptions(projectId).queryKey, view);
      await refreshWrittenParts(queryClient);
    },
  });
}

/** What moves when a part is saved or the run stops: the run, its status and its parts saved. */
const progressOf = (run: BookRun | null) => (run ? `${run.id} ${run.status} ${run.stepsDone}` : 'none');

/**
 * Tells `onProgress` of the run as this screen first reads it (`firstSeen`) and each time it sees the run start, save
 * a part or change its status; on each change the project, its lists and the saved content are read again too, so
 * its sections and files follow.
 */
export function useBookRunProgress(
  view: BookView | undefined,
  onProgress?: (run: BookRun, seen: { firstSeen: boolean }) => void,
) {
  const queryClient = useQueryClient();
  const seen = useRef<string | null>(null);
  const progress = view === undefined ? null : progressOf(view.run);
  const moved = useEffectEvent((firstSeen: boolean) => {
    const run = view?.run;
    if (!firstSeen) void refreshWrittenParts(queryClient);
    if (run) onProgress?.(run, { firstSeen });
  });
  useEffect(() => {
    if (progress === null || seen.current === progress) return;
    const firstSeen = seen.current === null;
    seen.current = progress;
    moved(firstSeen);
  }, [progress]);
}
