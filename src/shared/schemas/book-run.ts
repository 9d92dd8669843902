import { z } from 'zod';
import { formatCount } from '../format-count.js';
import { LIMITS } from '../limits.js';
import { CONTENT_TYPES } from './content.js';

/**
 * Writing a whole book in one run (docs/decisions/0029-book-runs.md): the book as it stands, the run that writes
 * it, and the figures a creator sees before starting and while it runs.
 */

/** What a part is in the book: the opening, one of the plan's chapters, or the closing part. */
export const BOOK_PART_ROLES = ['introduction', 'chapter', 'conclusion'] as const;
export type BookPartRole = (typeof BOOK_PART_ROLES)[number];

/** 'introduction', 'conclusion' or 'chapter-3': how a route names one part of the book. */
export const bookPartKey = z
  .string()
  .regex(/^(introduction|conclusion|chapter-[1-9]\d{0,2})$/, 'Unknown part of the book');

/** One part of the book as it stands: written (its saved section) or still to write. */
export const bookPart = z.object({
  key: bookPartKey,
  role: z.enum(BOOK_PART_ROLES),
  /** The chapter's number in the plan; null for the introduction and conclusion. */
  number: z.number().int().nullable(),
  /** The section's name in the files: 'Chapter 3: Quiet Kitchens', 'Introduction'. */
  sectionName: z.string(),
  title: z.string(),
  /** The project's section for this part, null while it is not written. */
  contentId: z.uuid().nullable(),
  words: z.number().int(),
  /** A rewrite kept the text before it, which Restore brings back. */
  hasPreviousVersion: z.boolean(),
  /**
   * Written, but it names chapters the plan no longer has where it says: the plan changed since it was written
   * (docs/decisions/0040-parts-know-their-plan.md).
   */
  outOfDate: z.boolean(),
  /**
   * The share of the part's words that are still template text by the built-in writer, 0 to 1: structure, not subject
   * matter (docs/decisions/0038-honest-offline-drafts.md), measured as docs/decisions/0071-honesty-measured.md says.
   */
  templateShare: z.number().min(0).max(1),
  /**
   * A workbook's or course's written part: the headings of its exercises, each with a place its reader ticks or writes
   * in, and how many model answers the answer key prints for it (docs/decisions/0077-answer-key.md); none otherwise.
   */
  exercises: z.array(z.string()),
  modelAnswers: z.number().int().min(0),
});
export type BookPart = z.output<typeof bookPart>;

/** Tokens, and their price when the provider's price is configured; null figures are unknown. */
export const tokenFigures = z.object({
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  /** US dollars, when AI_PRICE_INPUT and AI_PRICE_OUTPUT are set. */
  costUsd: z.number().nullable(),
});
export type TokenFigures = z.output<typeof tokenFigures>;

/**
 * What a run may spend (docs/decisions/0061-run-budget.md): tokens, US dollars (only when the provider's prices are
 * set), either, both or neither (null). The run pauses before a part that would take it past either.
 */
export const runBudget = z.object({
  tokens: z
    .number({ error: 'The budget in tokens must be a number' })
    .int('The budget in tokens must be a whole number')
    .positive('The budget in tokens must be more than 0')
    .max(LIMITS.runBudgetTokens, `The budget can be at most ${formatCount(LIMITS.runBudgetTokens)} tokens`)
    .nullable()
    .default(null),
  usd: z
    .number({ error: 'The budget in dollars must be a number' })
    .min(0.01, 'The budget in dollars must be at least $0.01')
    .max(LIMITS.runBudgetUsd, `The budget can be at most $${formatCount(LIMITS.runBudgetUsd)}`)
    .nullable()
    .default(null),
});
export type RunBudget = z.output<typeof runBudget>;

export const BOOK_RUN_STATUSES = ['running', 'paused', 'cancelled', 'completed'] as const;
export type BookRunStatus = (typeof BOOK_RUN_STATUSES)[number];

/** What a run writes: the whole book ('book') or one part again ('rewrite'). */
export const BOOK_RUN_KINDS = ['book', 'rewrite'] as const;
export type BookRunKind = (typeof BOOK_RUN_KINDS)[number];

/** What the clean-up took out of a provider's answer: an opening or closing to the person asking, a fence, a heading. */
export const CLEANUP_KINDS = ['preamble', 'closing', 'fence', 'heading'] as const;

/**
 * A part a run saved and what writing it took: who wrote it (null for parts saved before it was kept), the words
 * asked (null alike) and written, the times it was asked again, the requests for the rest of a reply cut at the
 * token limit, and what the clean-up took out of the provider's answer.
 */
export const writtenPart = z.object({
  key: bookPartKey,
  sectionName: z.string(),
  contentId: z.uuid(),
  words: z.number().int(),
  writer: z.string().nullable(),
  wordsAsked: z.number().int().nullable(),
  retries: z.number().int(),
  continuations: z.number().int(),
  cleanup: z.array(z.object({ kind: z.enum(CLEANUP_KINDS), text: z.string() })),
});
export type WrittenPart = z.output<typeof writtenPart>;

/** A run, of one of BOOK_RUN_KINDS. */
export const bookRun = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  projectTitle: z.string(),
  kind: z.enum(BOOK_RUN_KINDS),
  status: z.enum(BOOK_RUN_STATUSES),
  /** Cancel was asked for: the run stops once the part being written is saved. */
  cancelRequested: z.boolean(),
  /** The parts this run writes, and how many of them are saved. */
  stepCount: z.number().int(),
  stepsDone: z.number().int(),
  /** The part being written (running) or next to write (paused); null once none is left. */
  current: z
    .object({ role: z.enum(BOOK_PART_ROLES), number: z.number().int().nullable(), title: z.string() })
    .nullable(),
  /** The parts this run saved, in the order written, each with what writing it took. */
  written: z.array(writtenPart),
  /** Words of the parts this run saved. */
  words: z.number().int(),
  /** Seconds until the last part is saved, from the pace so far; null until there is one to go by. */
  secondsLeft: z.number().int().nullable(),
  /**
   * The tokens used so far, the listing the run drafted among them, and their price, each writer's at its own. The
   * built-in writer's are counted as a provider's would be, and cost nothing (docs/decisions/0061-run-budget.md).
   */
  usage: tokenFigures,
  /** The tokens expected when the run started. */
  estimate: tokenFigures,
  /** What the run may spend; a budget's dollars are to the cent. */
  budget: runBudget,
  /** Why the run is paused: the provider's message, or what stopped the worker. */
  error: z.string().nullable(),
  /**
   * What the completed run left undone: the listing it did not draft, as its budget had no room for it
   * (docs/decisions/0066-listing-in-run-budget.md).
   */
  note: z.string().nullable(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type BookRun = z.output<typeof bookRun>;

/** GET /api/projects/:id/book: the book as it stands, its latest run, and what writing the rest would take. */
export const bookView = z.object({
  /** The introduction, the plan's chapters in order and the conclusion (product types without one have none). */
  parts: z.array(bookPart),
  run: bookRun.nullable(),
  /**
   * What writing the parts not yet written would take; tokens and seconds null while a run is under way (its own
   * figures stand in for them).
   */
  estimate: z.object({
    /** The parts not written yet. */
    parts: z.number().int(),
    /**
     * The written parts "Write the rest" writes again unless the creator leaves them: those out of date, and the
     * introduction and conclusion while a chapter is still to be written. The tokens and seconds count them too.
     */
    rewrites: z.number().int(),
    tokens: tokenFigures.nullable(),
    /** From the creator's own recent generations with this writer; null with none to go by. */
    seconds: z.number().int().nullable(),
  }),
  /** Who writes: 'offline' is the built-in writer. */
  writer: z.object({ provider: z.string(), model: z.string() }),
  /**
   * What the book cost: the tokens of every part its runs saved and of the listings they drafted, and their price,
   * each writer's at its own (null when no price is set; the built-in writer's parts cost nothing).
   */
  cost: tokenFigures,
  /**
   * How much of the book (every section the files print) is still template text by the built-in writer, and whether
   * that is more than a real book may keep (shared/template-text.ts): the files then say "Draft – template text".
   */
  template: z.object({ share: z.number().min(0).max(1), draft: z.boolean() }),
});
export type BookView = z.output<typeof bookView>;

/**
 * POST /api/projects/:id/book: writes every part not yet written, in this content type, and unless
 * `rewriteOutOfDate` is false the written parts the estimate counts as `rewrites`.
 */
export const startBookInput = z.object({
  contentType: z.enum(CONTENT_TYPES, { error: 'Please select a content type' }).default('educational'),
  rewriteOutOfDate: z.boolean().default(true),
  /** What the run may spend; none when left out. */
  budget: runBudget.default({ tokens: null, usd: null }),
});
export type StartBookBody = z.input<typeof startBookInput>;

/**
 * A new budget for a paused run: tokens, dollars or both, each null for none. One that names neither is refused
 * rather than read as none, which would take away the budget the run paused at.
 */
const resumeBudget = z
  .object({ tokens: runBudget.shape.tokens.unwrap().optional(), usd: runBudget.shape.usd.unwrap().optional() })
  .refine((budget) => budget.tokens !== undefined || budget.usd !== undefined, {
    message: 'Give the new budget in tokens or in dollars (null for none)',
  })
  .transform((budget): RunBudget => ({ tokens: budget.tokens ?? null, usd: budget.usd ?? null }));

/** POST /api/projects/:id/book/resume: a paused run goes on, with a new budget when one is given. */
export const resumeBookInput = z.object({ budget: resumeBudget.optional() });
export type ResumeBookBody = z.input<typeof resumeBookInput>;

/**
 * What a start answers: the run (202 when this call started it). A user with a run already going gets that run
 * (200, started false), whichever project it writes.
 */
export const bookRunStarted = z.object({ run: bookRun, started: z.boolean() });
export type BookRunStarted = z.output<typeof bookRunStarted>;

/** POST /api/projects/:id/book/resume and /cancel answer the run as it now stands. */
export const bookRunResponse = z.object({ run: bookRun });
