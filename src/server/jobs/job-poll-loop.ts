import type { Logger } from '../logger.js';
import type { JobLane } from '../db/schema.js';
import { QUICK_SLOTS, userShareOf, WRITING_SLOTS } from './job-slots.js';

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
 * a job of a user with none running before one of a user with some, and oldest first among those; and only one of
 * the slot's `lanes`: writing jobs in the writing slots, renders in the others, only quick ones in a slot kept for them.
 */
export interface ClaimRule {
  ownersAtShare: string[];
  busyOwners: string[];
  lanes: JobLane[];
}

/** A job a worker has taken: whose it is (null: no one user's), its lane, and running it to its end. */
export interface TakenJob {
  owner: string | null;
  lane: JobLane;
  run(): Promise<void>;
}

type Take = (rule: ClaimRule, stopping: AbortSignal) => Promise<TakenJob | null>;

/**
 * A worker's loops (docs/decisions/0072-writing-apart-from-renders.md): renders and the other jobs that take a core
 * in `slots` and the slots kept for quick jobs; writing jobs in WRITING_SLOTS of their own, each set of slots with its
 * own per-user share.
 */
export function createWorkerLoops({ pollMs, slots }: { pollMs: number; slots: number }, take: Take, logger: Logger) {
  const loops = [
    createPollLoop({ pollMs, slots, lanes: ['quick', 'long'], quickSlots: QUICK_SLOTS }, take, logger),
    createPollLoop({ pollMs, slots: WRITING_SLOTS, lanes: ['writing'], quickSlots: 0 }, take, logger),
  ];
  return {
    start: () => loops.forEach((loop) => loop.start()),
    wake: () => loops.forEach((loop) => loop.wake()),
    async stop(graceMs: number) {
      await Promise.all(loops.map((loop) => loop.stop(graceMs)));
    },
  } satisfies PollLoop;
}

/** One set of slots: `slots` for jobs of `lanes`, and `quickSlots` more for quick jobs alone. */
function createPollLoop(
  { pollMs, slots, lanes, quickSlots }: { pollMs: number; slots: number; lanes: JobLane[]; quickSlots: number },
  take: Take,
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

  /** The rule a free slot claims by, and whether it is one kept for quick jobs; null when every slot is taken. */
  function freeSlot(): { rule: ClaimRule; quickSlot: boolean } | null {
    const general = running.size - inQuickSlots < slots;
    if (!general && inQuickSlots >= quickSlots) return null;
    const rule = {
      ownersAtShare: ownersAtShare(),
      busyOwners: [...held.keys()],
      lanes: general ? lanes : ['quick' as const],
    };
    return { rule, quickSlot: !general };
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
      const slot = freeSlot();
      if (slot) {
        try {
          const job = await take(slot.rule, signal);
          if (job) {
            launch(job, slot.quickSlot);
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
