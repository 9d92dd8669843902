import type { Logger } from '../logger.js';
import type { JobLane } from '../db/schema.js';
import { QUICK_SLOTS, userShareOf } from './job-slots.js';

/**
 * The loop a worker runs in either queue: while a slot is free, `take` a job and start it, or wait `pollMs` (an
 * enqueue in this process, or a job that ends, wakes it early). `take` is told which jobs will do (ClaimRule). `stop`
 * takes no more jobs, gives the running ones `graceMs`, then aborts the signal `take` was given, and resolves once
 * every job has returned.
 */
export interface PollLoop {
  start(): void;
  wake(): void;
  stop(graceMs: number): Promise<void>;
}

/**
 * Which job a free slot takes (docs/decisions/0069-quick-lane.md): none of a user who holds their share of the slots;
 * a job of a user with none running before one of a user with some, and oldest first among those; and only a quick
 * job when the slot is one of those kept for quick jobs.
 */
export interface ClaimRule {
  ownersAtShare: string[];
  busyOwners: string[];
  quickOnly: boolean;
}

/** A job a worker has taken: whose it is (null: no one user's), its lane, and running it to its end. */
export interface TakenJob {
  owner: string | null;
  lane: JobLane;
  run(): Promise<void>;
}

export function createPollLoop(
  { pollMs, slots }: { pollMs: number; slots: number },
  take: (rule: ClaimRule, stopping: AbortSignal) => Promise<TakenJob | null>,
  logger: Logger,
): PollLoop {
  const share = userShareOf(slots);
  const running = new Set<Promise<void>>();
  /** How many running jobs each user has. */
  const held = new Map<string, number>();
  /** How many of the running jobs hold a slot kept for quick jobs. */
  let inQuickSlots = 0;
  let dispatching: Promise<void> | null = null;
  let stopping = new AbortController();
  let stopRequested = false;
  let wake: (() => void) | null = null;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => (wake = null));

  const ownersAtShare = () => [...held].filter(([, count]) => count >= share).map(([owner]) => owner);

  function hold(owner: string | null, by: 1 | -1) {
    if (owner === null) return;
    const count = (held.get(owner) ?? 0) + by;
    if (count === 0) held.delete(owner);
    else held.set(owner, count);
  }

  /** The rule a free slot claims by, or null when every slot is taken. */
  function freeSlot(): ClaimRule | null {
    const general = running.size - inQuickSlots < slots;
    if (!general && inQuickSlots >= QUICK_SLOTS) return null;
    return { ownersAtShare: ownersAtShare(), busyOwners: [...held.keys()], quickOnly: !general };
  }

  function launch(job: TakenJob, quickSlot: boolean) {
    hold(job.owner, 1);
    if (quickSlot) inQuickSlots += 1;
    const done: Promise<void> = job
      .run()
      .catch((error: unknown) => logger.error({ err: error }, 'job worker error'))
      .finally(() => {
        running.delete(done);
        hold(job.owner, -1);
        if (quickSlot) inQuickSlots -= 1;
        wake?.();
      });
    running.add(done);
  }

  async function dispatch(signal: AbortSignal) {
    while (!stopRequested) {
      const rule = freeSlot();
      if (rule) {
        try {
          const job = await take(rule, signal);
          if (job) {
            launch(job, rule.quickOnly);
            continue;
          }
        } catch (error) {
          logger.error({ err: error }, 'job worker error');
        }
      }
      if (!stopRequested) await pause(pollMs);
    }
  }

  return {
    start() {
      if (dispatching) return;
      stopRequested = false;
      stopping = new AbortController();
      dispatching = dispatch(stopping.signal);
    },
    wake: () => wake?.(),
    async stop(graceMs) {
      if (!dispatching) return;
      stopRequested = true;
      wake?.();
      await dispatching;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(running), new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
      clearTimeout(timer);
      stopping.abort();
      await Promise.all(running);
      dispatching = null;
    },
  };
}
