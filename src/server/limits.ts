/**
 * The server's operational limits in one place: sizes, counts, timeouts, rates and retries, each with what it
 * bounds and why that number. Limits a user meets in a form or a list (lengths, chapters, page sizes) are in
 * src/shared/limits.ts, which the client reads too. This file imports nothing, so every layer may read it.
 */

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_SECONDS = 24 * 60 * 60;

// Requests and answers

/** A request body, JSON: a section's content or an inline cover image fits; a larger one is a 413. */
export const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** How deep a request's JSON may nest: none of ours goes past a few levels, so a deeper one is refused unparsed. */
export const MAX_JSON_DEPTH = 32;
/** An answer smaller than this goes uncompressed: compressing it saves less than the headers and CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;
/** An answer up to this size is compressed on the event loop: handing a few kilobytes to the pool costs more. */
export const COMPRESS_INLINE_MAX_BYTES = 64 * 1024;
/** Serialized saved-list pages kept per list, in characters: about a thousand pages of twenty (docs/decisions/0019). */
export const SAVED_LIST_CACHE_CHARS = 4_000_000;

// Sign-in and sessions (docs/decisions/0003, 0005)

/** A session lasts 30 days, and is extended to 30 days again at most once a day while it is used (in seconds). */
export const SESSION_LIFETIMES = { expiresIn: 30 * DAY_SECONDS, updateAge: DAY_SECONDS };
/** A mailed password-reset link works for an hour (in seconds): long enough to reach the mail, short if it leaks. */
export const RESET_PASSWORD_TOKEN_SECONDS = 60 * 60;
/**
 * better-auth's per-address limits, requests per window (seconds): a person signs in a few times a minute at most,
 * a script far more. Reading the session is never throttled: every page load reads it, and offices share an address.
 */
export const AUTH_RATE_LIMITS = {
  window: 60,
  max: 100,
  customRules: {
    '/sign-in/email': { window: 60, max: 10 },
    '/sign-up/email': { window: 60, max: 5 },
    '/request-password-reset': { window: 60, max: 5 },
    '/reset-password': { window: 60, max: 10 },
    '/get-session': false,
  },
} as const;
/** Failed sign-ins one account may take in the window, from any number of addresses: slows guessing, not people. */
export const ACCOUNT_SIGN_IN_LIMIT = { failures: 10, windowMs: 15 * MINUTE_MS } as const;
/** How long a resolved session is trusted without the database: a sign-out elsewhere takes this long to reach us. */
export const SESSION_CACHE_TTL_MS = 5 * SECOND_MS;
/** Share of the TTL cut at random from each entry, so sessions cached together are not all resolved again together. */
export const SESSION_CACHE_TTL_SPREAD = 0.2;
/** Sessions the cache remembers, least recently used out first: far more than are active within five seconds. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

// AI generation

/** Generation calls one user may make per window, counted across instances: room for work, not for a script. */
export const GENERATION_LIMIT = { calls: 30, windowMs: MINUTE_MS } as const;
/**
 * Parts a provider's book runs may write for one user per window: a budget of its own, so a run leaves the tools'
 * window alone (docs/decisions/0029-book-runs.md).
 */
export const BOOK_RUN_PART_LIMIT = { calls: 30, windowMs: MINUTE_MS } as const;
/** A structured generation's limit (niches, ideas, titles; retries included), and one streamed section's. */
export const DEFAULT_AI_TIMEOUTS = { structuredMs: MINUTE_MS, contentMs: 5 * MINUTE_MS };
/** Retries of a provider request that failed with a passing error (429, 5xx, network), by the AI SDK's backoff. */
export const DEFAULT_AI_MAX_RETRIES = 2;
/** Tries of a structured generation whose answer fails its schema: one retry, then the user is told. */
export const STRUCTURED_OUTPUT_ATTEMPTS = 2;
/** The most pixels a saved cover image may have (R34): 10 times a 1600×2400 cover, far from what a renderer chokes on. */
export const COVER_MAX_PIXELS = 40_000_000;
/**
 * A request body this long or longer is large: besides its turn (docs/decisions/0070-writes-take-turns.md), one user
 * has at most LARGE_BODIES_AT_ONCE under way. A page's ordinary saves are far smaller; a chapter or a cover is larger,
 * and a person sends one at a time.
 */
export const LARGE_BODY_BYTES = 16 * 1024;
/**
 * One user's large requests under way at once in a process: more than the page ever sends, and more than a route's own
 * limit (COVER_SAVES_AT_ONCE, COVER_DRAWINGS_AT_ONCE), which answers the one past it as before.
 */
export const LARGE_BODIES_AT_ONCE = 3;
/**
 * How many large requests one user may start in a process: LARGE_BODIES_BURST in a row, then LARGE_BODIES_PER_SECOND.
 * A person saves a chapter or a cover now and then; two accounts each sending 40 KB listing saves without pause were
 * 212 a second of the server's one event loop (docs/decisions/0070-writes-take-turns.md).
 */
export const LARGE_BODIES_RATE = { burst: 20, perSecond: 2 } as const;
/** One user's writes that may wait for their turn in a process; one more is refused with a 429. */
export const WRITES_WAITING = 32;
/**
 * One user's cover saves under way at once in a process: the cover page sends one at a time, so a third is a
 * script's or a stuck button's, refused with a 429 (docs/decisions/0049-cover-saves-off-the-main-thread.md).
 */
export const COVER_SAVES_AT_ONCE = 2;
/** Seconds a refused cover save is told to wait: a save takes a fraction of one. */
export const COVER_SAVE_RETRY_SECONDS = 1;
/** Inline cover images waiting for a check thread, every user's together: one more is a 503 (a second's wait). */
export const COVER_CHECKS_WAITING = 32;
/**
 * How far a saved cover image's sides may differ: the longer at most this many times the shorter. Every shape a store
 * asks for is within 16:9, so a thinner image is no cover, and the files would squeeze it to a line
 * (docs/decisions/0068-cover-work-off-the-main-thread.md).
 */
export const COVER_MAX_ASPECT_RATIO = 4;
/**
 * One user's cover drawings (previews and redraws) under way at once in a process: the cover page asks for one at a
 * time, so a third is a script's, refused with a 429 (docs/decisions/0068-cover-work-off-the-main-thread.md).
 */
export const COVER_DRAWINGS_AT_ONCE = 2;
/** Seconds a refused cover drawing is told to wait: a drawing takes about one. */
export const COVER_DRAWING_RETRY_SECONDS = 2;
/**
 * One user's files made while they wait (the download of everything, a course kit's file) under way at once in a
 * process: each is a link, so a person's double-click and one more click fit; a fourth at once is a script's, refused
 * with a 429. Each is made in a fraction of a second, a course kit's files on a thread of their own
 * (docs/decisions/0075-files-made-on-request.md).
 */
export const FILES_MADE_AT_ONCE = 3;
/** Seconds a refused file is told to wait: one is made in well under one. */
export const FILES_MADE_RETRY_SECONDS = 1;
/** Covers waiting for a drawing thread, every user's together: one more is a 503. */
export const COVER_DRAWINGS_WAITING = 32;
/** Edition files (a course's kit, a pack's templates) waiting for an edition thread, every user's together: one more is a 503. */
export const EDITION_FILES_WAITING = 32;
/** Books whose parts' exercises wait to be read on a thread, every user's together; past it a book view lists none. */
export const PART_EXERCISES_WAITING = 32;
/**
 * Unsaved cover previews kept per user, the latest ones: an older one is removed when a new one is stored, so
 * previews never fill the room the user's kept files have (docs/decisions/0068-cover-work-off-the-main-thread.md).
 */
export const COVER_PREVIEWS_KEPT = 5;
/** One cover background painted by the provider, its retries included. */
export const COVER_ART_TIMEOUT_MS = 2 * MINUTE_MS;
/** Characters of earlier chapters' summaries one request carries: a long book's are shortened to fit. */
export const EARLIER_SUMMARIES_MAX_CHARS = 12_000;
/** Retries of a book part's provider request (2, 4, 8, 16, 32 s backoff, about a minute) before the run pauses. */
export const BOOK_PART_RETRIES = 5;
/** Requests for the rest of a reply cut at the token limit (docs/decisions/0053-provider-answer-hygiene.md). */
export const CONTINUATIONS_PER_ANSWER = 2;
/** Times a part is asked again when it came back short, repeating another part, refused or empty. */
export const PART_REASKS = 1;
/** The share of a part's sentences it may have in common with another part of the book before it is asked again. */
export const PART_SHARED_SENTENCES_MAX = 0.3;
/**
 * Content generations kept per user, the latest ones: a section saved from one of them records what the machine wrote
 * (docs/decisions/0071-honesty-measured.md). More than a creator generates before saving what they keep.
 */
export const CONTENT_GENERATIONS_KEPT = 20;
/** A saved section comes from a kept generation when at least this share of its words are still that generation's. */
export const FROM_GENERATION_MIN_SHARE = 0.5;

// Background jobs (docs/decisions/0011, 0026, 0029)

/**
 * CPU time a book's render (PDF, DOCX and EPUB) may use before its child process stops and the documents fail, not
 * tried again, naming the section too complex to typeset: a 47,000-word book takes about 4 s, so this is over 20
 * times a long book's work, and a slot is not held for minutes (docs/decisions/0044-fair-background-work.md).
 */
export const RENDER_CPU_BUDGET_MS = 90 * SECOND_MS;
/**
 * The niceness of a render's child process: a render is background work, so the server's requests and the other
 * users' pages get the cores first and a render takes what is left (docs/decisions/0044-fair-background-work.md).
 */
export const RENDER_NICENESS = 10;
/**
 * The niceness of the server's own worker threads (cover drawing, cover checks): their CPU work runs beside the main
 * thread but yields it the cores, so other users' requests are answered first (docs/decisions/0068-cover-work-off-the-main-thread.md).
 */
export const WORKER_THREAD_NICENESS = RENDER_NICENESS;
/**
 * The most text (characters of its sections together) a book may have for its render to run in the quick lane: about
 * 10,000 words, a second or two of CPU, where the long render budget is for a 47,000-word book many times over
 * (docs/decisions/0069-quick-lane.md).
 */
export const QUICK_RENDER_CHARACTERS = 60_000;
/**
 * How each lane's renders run (docs/decisions/0069-quick-lane.md): a quick render has 10 s of CPU time, several times
 * what a book of QUICK_RENDER_CHARACTERS takes, and goes back to the queue as a long one if it runs out; a long render
 * has the whole budget, and the lowest priority there is, so a short book beside two long ones takes the cores it
 * needs.
 */
export const RENDER_PACE = {
  quick: { budgetMs: 10 * SECOND_MS, niceness: RENDER_NICENESS },
  long: { budgetMs: RENDER_CPU_BUDGET_MS, niceness: 19 },
} as const;
/**
 * How a queue paces its work (jobs/job-timings.ts says what each field does). The run limit sits a minute above
 * the longest a book part may stream, the first provider's time limit and then its fallback's
 * (docs/decisions/0060-fallback-provider.md), so a book run's stretch is never cut off midway by the queue.
 */
export const JOB_TIMINGS = {
  pollMs: SECOND_MS,
  runLimitMs: 2 * DEFAULT_AI_TIMEOUTS.contentMs + MINUTE_MS,
  sweepMs: 15 * SECOND_MS,
  leaseMs: MINUTE_MS,
  heartbeatMs: 15 * SECOND_MS,
};
/** Tries of a documents job: one more after a crash or a lost worker, then the project shows the failure. */
export const DOCUMENTS_JOB_ATTEMPTS = 2;
/** Tries of one stretch of a book run before the run pauses for the creator to resume. */
export const BOOK_STRETCH_ATTEMPTS = 3;
/** How long one job of a book run writes before queueing the next stretch: other creators' jobs get their turn. */
export const BOOK_STRETCH_MS = 20 * SECOND_MS;
/** How long a worker told to stop (SIGTERM) lets its running job finish before it hands the job back. */
export const STOP_GRACE_MS = 10 * SECOND_MS;
/** Longest a shutdown may take beyond the jobs' grace before the process exits anyway. */
export const SHUTDOWN_MARGIN_MS = 10 * SECOND_MS;

// Database and files

/** Connections each process keeps to PostgreSQL at most, pg-boss's included (it shares the pool). */
export const PG_POOL_SIZE = 10;
/** How long a request waits for a PostgreSQL connection: a dead server must fail it quickly (503), not hang it. */
export const PG_CONNECT_TIMEOUT_MS = 5 * SECOND_MS;
/** How long an SQLite write waits for another process's write (a worker's) before it fails. */
export const SQLITE_BUSY_TIMEOUT_MS = 5 * SECOND_MS;
/** Distinct SQL statements SQLite keeps compiled: the app issues far fewer than this. */
export const STATEMENT_CACHE_SIZE = 500;
/** A file stored in the database is read back in pieces of this size, so a large one never sits whole in memory. */
export const STORAGE_CHUNK_BYTES = 256 * 1024;

// Bounded storage (docs/decisions/0034-bounded-storage.md, docs/product-rules.md R55–R57)

/**
 * What one user may keep stored, covers and documents together, unless `STORAGE_QUOTA_BYTES` says otherwise: hundreds
 * of covers and books with room to spare.
 */
export const DEFAULT_STORAGE_QUOTA_BYTES = 500 * 1024 * 1024;
/**
 * How long a stored file no saved item or project points to is kept: far longer than any save takes between writing
 * its file and committing the row that points to it, so the sweep never takes a file a save is about to use.
 */
export const STORAGE_GRACE_MS = 24 * 60 * MINUTE_MS;
/** How often the storage sweep runs, across all processes together. */
export const STORAGE_SWEEP_EVERY_MS = 60 * MINUTE_MS;
/** Stored files the sweep looks at per query, so one run never holds many rows at once. */
export const STORAGE_SWEEP_BATCH = 500;
