/**
 * The projects whose documents this tab follows until they are made or fail: the ones it started and the ones a
 * screen shows generating. `useFollowGenerations` polls them and announces each outcome
 * (docs/decisions/0022-live-document-status.md).
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { DocumentsStatus } from '@shared/catalog';
import type { DocumentCopy } from '@shared/schemas/project-document';

/** What to announce when the documents are made or fail, in place of the messages that name the project. */
export interface GenerationMessages {
  ready?: string;
  failed?: string;
}

export interface FollowedGeneration {
  projectId: string;
  /** Which of the project's files: its copy for sale or its draft copy (docs/decisions/0037-draft-and-sale-copies.md). */
  copy: DocumentCopy;
  messages: GenerationMessages;
  /** When following began: a status read before it is from an earlier generation. */
  since: number;
}

let followed: readonly FollowedGeneration[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly FollowedGeneration[]) {
  followed = next;
  for (const listener of listeners) listener();
}

/** Follows one copy of the project's documents until it settles; messages given again replace the earlier ones. */
export function followGeneration(projectId: string, messages: GenerationMessages = {}, copy: DocumentCopy = 'sale') {
  const known = followed.find((entry) => entry.projectId === projectId && entry.copy === copy);
  if (known && Object.keys(messages).length === 0) return;
  const entry = { projectId, copy, messages: { ...known?.messages, ...messages }, since: known?.since ?? Date.now() };
  publish([...followed.filter((other) => other !== known), entry]);
}

/** Stops following one copy of the project's documents, or both when no copy is named. */
export function unfollowGeneration(projectId: string, copy?: DocumentCopy) {
  const followsIt = (entry: FollowedGeneration) =>
    entry.projectId === projectId && (copy === undefined || entry.copy === copy);
  if (!followed.some(followsIt)) return;
  publish(followed.filter((entry) => !followsIt(entry)));
}

const readFollowed = () => followed;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The projects followed now, in the order they were followed. */
export function useFollowedGenerations() {
  return useSyncExternalStore(subscribe, readFollowed, readFollowed);
}

/**
 * Follows each copy of the shown projects that is generating (a screen that shows no draft copy gives none), so the
 * screen showing them settles without a reload. What a screen shows while it is read again is not looked at: it may
 * be from before a generation ended, and following it would announce that end twice.
 */
export function useFollowGenerating(
  projects:
    | readonly { id: string; documentsStatus: DocumentsStatus; draftCopy?: { documentsStatus: DocumentsStatus } }[]
    | undefined,
  isFetching: boolean,
) {
  const generating = (isFetching ? [] : (projects ?? []))
    .flatMap((project) => [
      ...(project.documentsStatus === 'generating' ? [`${project.id}:sale`] : []),
      ...(project.draftCopy?.documentsStatus === 'generating' ? [`${project.id}:draft`] : []),
    ])
    .join(' ');
  useEffect(() => {
    for (const followed of generating.split(' ').filter(Boolean)) {
      const [projectId = '', copy] = followed.split(':');
      followGeneration(projectId, {}, copy === 'draft' ? 'draft' : 'sale');
    }
  }, [generating]);
}
