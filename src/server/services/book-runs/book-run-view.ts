import type { Kysely } from 'kysely';
import { writtenPart, type BookRun, type TokenFigures } from '../../../shared/schemas/book-run.js';
import type { TokenUsage } from '../../ai/index.js';
import { costOf, type TokenPrice } from '../../ai/providers/token-price.js';
import { readDate, readJson } from '../../db/codec.js';
import type { Database } from '../../db/schema.js';
import { budgetOf, listingUsage, partUsage, runWriterPrice, spendOf, type RunPricing } from './run-budget.js';
import { readRunRow, type BookRunRow } from './stored-run.js';

/** What the clean-up took out of a part's answer, as book_run_parts.cleanup keeps it. */
const storedCleanup = writtenPart.shape.cleanup;

/** The parts a run saved, in the order written. */
function readRunParts(db: Kysely<Database>, runId: string) {
  return db
    .selectFrom('book_run_parts')
    .select([
      'step',
      'content_id',
      'words',
      'input_tokens',
      'output_tokens',
      'duration_ms',
      'writer',
      'words_asked',
      'retries',
      'continuations',
      'cleanup',
    ])
    .where('run_id', '=', runId)
    .orderBy('step')
    .execute();
}

/** Tokens, and their cost at the price given when one is set. */
export const tokenFigures = (usage: TokenUsage, price: TokenPrice | null): TokenFigures => ({
  ...usage,
  costUsd: costOf(usage, price),
});

/**
 * A run as the creator sees it (docs/decisions/0029-book-runs.md): the part being written, the parts saved, the words
 * and tokens so far (with the listing it drafted: docs/decisions/0066-listing-in-run-budget.md), each writer's at its
 * price, the time left at the pace of the parts written so far, and its budget (docs/decisions/0061-run-budget.md).
 * The built-in writer's tokens are counted and cost nothing.
 */
export async function toBookRunView(
  deps: RunPricing & { db: Kysely<Database> },
  row: BookRunRow,
  projectTitle: string,
): Promise<BookRun> {
  const { steps } = readRunRow(row);
  const parts = await readRunParts(deps.db, row.id);
  const sum = (pick: (part: (typeof parts)[number]) => number) => parts.reduce((total, part) => total + pick(part), 0);
  const left = steps.length - parts.length;
  const active = row.status === 'running' || row.status === 'paused';
  const current = active ? steps[row.next_step] : undefined;
  return {
    id: row.id,
    projectId: row.project_id,
    projectTitle,
    kind: row.kind,
    status: row.status,
    cancelRequested: row.cancel_requested === 1,
    stepCount: steps.length,
    stepsDone: parts.length,
    current: current ? { role: current.role, number: current.number, title: current.title } : null,
    written: parts.flatMap((part) => {
      const step = steps[part.step];
      return step
        ? [
            {
              key: step.key,
              sectionName: step.sectionName,
              contentId: part.content_id,
              words: part.words,
              writer: part.writer,
              wordsAsked: part.words_asked,
              retries: part.retries,
              continuations: part.continuations,
              cleanup: part.cleanup === null ? [] : storedCleanup.parse(readJson(part.cleanup)),
            },
          ]
        : [];
    }),
    words: sum((part) => part.words),
    secondsLeft:
      row.status === 'running' && parts.length > 0
        ? Math.round((sum((part) => part.duration_ms) / parts.length / 1000) * left)
        : null,
    usage: spendOf([...parts.map((part) => partUsage(part, row)), ...listingUsage(row)], deps),
    estimate: tokenFigures(
      { inputTokens: row.estimate_input_tokens, outputTokens: row.estimate_output_tokens },
      runWriterPrice(row, deps),
    ),
    budget: budgetOf(row),
    error: row.status === 'paused' ? row.error : null,
    note: row.status === 'completed' ? row.note : null,
    startedAt: readDate(row.created_at),
    finishedAt: row.finished_at === null ? null : readDate(row.finished_at),
  };
}

/** The user's run that is writing or paused, if any, whichever project it writes. */
export function findActiveRun(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('book_runs')
    .innerJoin('projects', 'projects.id', 'book_runs.project_id')
    .selectAll('book_runs')
    .select('projects.title as project_title')
    .where('book_runs.user_id', '=', userId)
    .where('book_runs.status', 'in', ['running', 'paused'])
    .executeTakeFirst();
}
