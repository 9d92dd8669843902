import type { z } from 'zod';
import type { JobLane } from '../db/schema.js';

/**
 * What a job is: a name, a zod schema its payload (an object, stored as JSON) must match, and how many times it may
 * be tried. The queue checks the payload on the way in (enqueue) and again on the way out (a row or a pg-boss job
 * may be older code's). A payload's `userId`, when it has one, says whose job it is: a process runs no more than its
 * share of one user's jobs at once (job-slots.ts); its `lane`, when it has one, how long the job runs (jobLane).
 */
export interface JobDefinition<T extends object> {
  name: string;
  payload: z.ZodType<T>;
  maxAttempts: number;
  /**
   * The lane every job of this kind runs in (JobLane), stamped on its payload as it is queued: `writing` for a job
   * that waits on a writer. A job of a kind that names none runs in its payload's `lane`, or long.
   */
  lane?: 'writing';
  /**
   * A periodic job (its payload is `{}`): the queue enqueues it this often across all processes together, and never
   * while one is still waiting or running, so at most one runs at a time.
   */
  everyMs?: number;
}

/**
 * How a worker runs a job: `run` may throw (the job is tried again) and should stop when `signal` aborts (the run
 * reached its time limit, or the worker is shutting down); `fail` runs once when the job has failed for good.
 */
export interface JobHandler<T> {
  run(payload: T, signal: AbortSignal): Promise<void>;
  fail(payload: T, reason: string): Promise<void>;
}

/** A definition bound to its handler, its payload type erased behind the schema check. */
export interface RegisteredJob {
  name: string;
  maxAttempts: number;
  everyMs?: number;
  run(payload: unknown, signal: AbortSignal): Promise<void>;
  fail(payload: unknown, reason: string): Promise<void>;
}

export function defineJob<T extends object>(definition: JobDefinition<T>): JobDefinition<T> {
  return definition;
}

export function registerJob<T extends object>(definition: JobDefinition<T>, handler: JobHandler<T>): RegisteredJob {
  return {
    name: definition.name,
    maxAttempts: definition.maxAttempts,
    ...(definition.everyMs === undefined ? {} : { everyMs: definition.everyMs }),
    run: (payload, signal) => handler.run(definition.payload.parse(payload), signal),
    fail: (payload, reason) => handler.fail(definition.payload.parse(payload), reason),
  };
}

/** Whose job a payload is: its `userId`, or null for a job of no one user's (the storage sweep). */
export function jobOwner(payload: unknown): string | null {
  const owner = typeof payload === 'object' && payload !== null && 'userId' in payload ? payload.userId : null;
  return typeof owner === 'string' ? owner : null;
}

/** A payload as it is queued: checked by its definition's schema, and stamped with the definition's lane if it names one. */
export function queuedPayload<T extends object>(definition: JobDefinition<T>, payload: T): T {
  const checked = definition.payload.parse(payload);
  return definition.lane ? { ...checked, lane: definition.lane } : checked;
}

/** Which lane a payload's job runs in (JobLane): its `lane`, or long for a job that names none. */
export function jobLane(payload: unknown): JobLane {
  const lane = typeof payload === 'object' && payload !== null && 'lane' in payload ? payload.lane : null;
  return lane === 'quick' || lane === 'writing' ? lane : 'long';
}

/**
 * A failure that trying again cannot mend (a render that ran out of its budget would run out again): the queue fails
 * the job at once, with this message, whatever tries it has left.
 */
export class FinalJobFailure extends Error {}

/** The message a failed attempt leaves behind. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
