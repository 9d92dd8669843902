/**
 * The projects whose documents this tab follows until they are made or fail: the ones it started and the ones a
 * screen shows generating. `useFollowGenerations` polls them and announces each outcome
 * (docs/decisions/0022-live-document-status.md).
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { DocumentsStatus } from '@shared/catalog';

/** What to announce when the documents are made or fail, in place of the messages that name the project. */
export interface GenerationMessages {
  ready?: string;
  failed?: string;
}

export interface FollowedGeneration {
  projectId: string;
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

/** Follows the project's documents until they settle; messages given again replace the earlier ones. */
export function followGeneration(projectId: string, messages: GenerationMessages = {}) {
  const known = followed.find((entry) => entry.projectId === projectId);
  if (known && Object.keys(messages).length === 0) return;
  const entry = { projectId, messages: { ...known?.messages, ...messages }, since: known?.since ?? Date.now() };
  publish([...followed.filter((other) => other !== known), entry]);
}

export function unfollowGeneration(projectId: string) {
  if (!followed.some((entry) => entry.projectId === projectId)) return;
  publish(followed.filter((entry) => entry.projectId !== projectId));
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
 * Follows each of the shown projects that is generating, so the screen showing them settles without a reload. What
 * a screen shows while it is read again is not looked at: it may be from before a generation ended, and following
 * it would announce that end twice.
 */
export function useFollowGenerating(
  projects: readonly { id: string; documentsStatus: DocumentsStatus }[] | undefined,
  isFetching: boolean,
) {
  const generating = (isFetching ? [] : (projects ?? []))
    .filter((project) => project.documentsStatus === 'generating')
    .map((project) => project.id)
    .join(' ');
  useEffect(() => {
    for (const projectId of generating.split(' ').filter(Boolean)) followGeneration(projectId);
  }, [generating]);
}
