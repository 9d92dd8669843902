import { availableParallelism } from 'node:os';

/**
 * How many jobs a process runs at once when JOB_SLOTS is not set: one per core, since a render is a child process
 * that keeps a core busy (more at once only share the cores and add each one's memory), and never fewer than two,
 * so a one-core host still has a slot for a second user (docs/decisions/0044-fair-background-work.md).
 */
export const defaultJobSlots = () => Math.max(2, availableParallelism());

/**
 * How many of a process's slots one user's jobs may hold at once: all but one, so another user's job always finds
 * a slot; a process of one slot has nothing to keep back.
 */
export const userShareOf = (slots: number) => Math.max(1, slots - 1);

/**
 * Slots a process keeps beside its JOB_SLOTS for quick jobs alone (a short book's render): however many accounts fill
 * the other slots with long jobs, a quick job waits for a quick one at most (docs/decisions/0069-quick-lane.md).
 */
export const QUICK_SLOTS = 1;

/**
 * Slots a process runs writing jobs in (a book run's stretches), apart from its JOB_SLOTS for renders: a writing job
 * mostly waits on a provider's answer, so a long render never holds up another creator's parts, nor their parts a
 * render (docs/decisions/0072-writing-apart-from-renders.md).
 */
export const WRITING_SLOTS = 4;
