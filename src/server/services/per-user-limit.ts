/** How many of one user's requests of a kind may be under way at once, and what one more is told. */
export interface PerUserLimit {
  /** Requests of one user that may be under way at once, in this process. */
  atOnce: number;
  /** What one more is told, with a 429 and Retry-After `retryAfterSeconds`. */
  message: string;
  retryAfterSeconds: number;
}
