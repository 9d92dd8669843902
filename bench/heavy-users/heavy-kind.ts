import type { BenchUser } from '../seed.js';

/** Starts a prepared heavy account's work on the server under load; its stop answers the line to print. */
export type StartHeavy = (baseUrl: string) => () => Promise<string>;

/** A kind of heavy account beside the simulated users (bench/load-beside-heavy-users.ts). */
export interface HeavyKind {
  /** What each account of the kind does, for the bench's heading. */
  does: string;
  /**
   * Makes what the account needs on the seeding server, before the clock starts, and answers how to start it;
   * `label` names the account in its line.
   */
  prepare(baseUrl: string, user: BenchUser, label: string): Promise<StartHeavy>;
}
