import { z } from 'zod';
import { defineJob, registerJob } from '../../jobs/job-definition.js';
import { agreeCover, startDocumentGeneration } from '../documents/start-document-generation.js';
import { AppError } from '../../errors/app-error.js';
import { draftListingAfterRun } from '../listings/draft-listing-after-run.js';
import type { BookRunDeps } from './book-run-deps.js';
import { loadRunContext, type RunContext } from './run-context.js';
import { estimateListingTokens, estimatePartTokens } from './estimate-book.js';
import { budgetOf, overBudget, runWriterPrice, spendOf } from './run-budget.js';
import { endRun, pauseRun } from './run-status.js';
import { saveBookPart } from './save-book-part.js';
import { sentencesOf } from './shared-sentences.js';
import { writeBookPart } from './write-book-part.js';
import { BOOK_STRETCH_ATTEMPTS, BOOK_STRETCH_MS } from '../../limits.js';

/**
 * A stretch of a book run's work (docs/decisions/0029-book-runs.md); tried again before the run pauses. It is its
 * user's (jobs queued before runs said whose have no `userId`).
 */
export const writeBookJob = defineJob({
  name: 'write-book',
  payload: z.object({ runId: z.uuid(), userId: z.uuid().optional() }),
  maxAttempts: BOOK_STRETCH_ATTEMPTS,
});

/**
 * Writes a run's parts in order, each saved the moment it is written, from wherever the run stands: a job taken
 * again after its worker died goes on from the first part not saved. It stops when the run is no longer running
 * (paused, cancelled, deleted with its project), pauses it before a part that would take it past its budget
 * (docs/decisions/0061-run-budget.md) and when a part cannot be written, and once every part is saved starts the
 * project's files and completes the run.
 */
export function writeBookHandler(deps: BookRunDeps, stretchMs = BOOK_STRETCH_MS) {
  return registerJob(writeBookJob, {
    async run({ runId }, signal) {
      const context = await loadRunContext(deps.db, runId);
      if (!context) return;
      const stretchEnds = Date.now() + stretchMs;
      for (;;) {
        // Aborted (the worker stops, or the run limit): the queue has handed the job on, so this one writes no more.
        signal.throwIfAborted();
        const state = await deps.db
          .selectFrom('book_runs')
          .select(['status', 'next_step', 'cancel_requested'])
          .where('id', '=', runId)
          .executeTakeFirst();
        if (state?.status !== 'running') return;
        if (state.cancel_requested === 1) {
          await endRun(deps.db, runId, 'cancelled');
          return;
        }
        const step = context.steps[state.next_step];
        if (!step) {
          const coverRefused = await coverAgreed(deps, context);
          if (coverRefused) await pauseRun(deps.db, runId, state.next_step, coverRefused);
          else await finishRun(deps, context);
          return;
        }
        if (Date.now() >= stretchEnds) {
          await deps.jobs.enqueue(writeBookJob, { runId, userId: context.row.user_id });
          return;
        }
        const overspend = overBudget(
          budgetOf(context.row),
          spendOf(context.spent, deps),
          estimatePartTokens(context, step),
          runWriterPrice(context.row, deps),
        );
        if (overspend) {
          await pauseRun(deps.db, runId, state.next_step, overspend);
          return;
        }
        const outcome = await writeBookPart(deps, context, step, signal);
        if (outcome.kind === 'pause') {
          await pauseRun(deps.db, runId, state.next_step, outcome.reason);
          return;
        }
        if (!(await saveBookPart(deps.db, context, state.next_step, step, outcome.part))) return;
        if (step.number !== null) context.summaries.set(step.number, outcome.part.summary);
        context.written.set(step.key, { name: step.sectionName, sentences: sentencesOf(outcome.part.text) });
        const { writer, inputTokens, outputTokens } = outcome.part;
        context.spent.push({ writer, inputTokens, outputTokens });
      }
    },
    async fail({ runId }, reason) {
      await pauseRun(deps.db, runId, null, `Writing stopped: ${asSentence(reason)} Resume to continue.`);
    },
  });
}

/** A reason as a sentence: ending in its own full stop, or given one. */
const asSentence = (reason: string) => (/[.!?]$/.test(reason) ? reason : `${reason}.`);

/**
 * Every part is written: a cover the book's title, subtitle or author has moved away from is redrawn with the book's
 * words in its own style, so no file the run makes has a cover that disagrees with its title page
 * (docs/decisions/0036-cover-follows-the-plan.md). When it cannot be redrawn (a title too long for a cover, a full
 * quota), why, for the run to pause on and the creator to mend before Resume; null once they agree.
 */
async function coverAgreed(deps: BookRunDeps, { row }: RunContext): Promise<string | null> {
  try {
    await agreeCover(deps, row.user_id, row.project_id, 'redraw');
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return (
      `The book is written, but its cover shows another title and could not be redrawn: ${asSentence(error.message)} ` +
      'Redraw or change the cover on the project page, then Resume to make the files.'
    );
  }
}

/** What the run tells the creator when its budget has no room for the listing. */
const LISTING_OVER_BUDGET = {
  what: 'Drafting the listing',
  advice: 'The book is written without it: draft the listing on the Listing page.',
};

/**
 * Every part is saved: a project without a listing has one drafted (never failing the run) unless the run's budget has
 * no room for it, which the completed run notes, and its tokens are counted in the run
 * (docs/decisions/0066-listing-in-run-budget.md); the project's files are started (replacing any under way; at the
 * user's storage quota they fail with its words, the book is written all the same), then the run is completed.
 */
async function finishRun(deps: BookRunDeps, context: RunContext) {
  const { row } = context;
  const listing = await draftListingAfterRun(deps, row.user_id, row.project_id, (basis) =>
    overBudget(
      budgetOf(row),
      spendOf(context.spent, deps),
      estimateListingTokens(basis),
      runWriterPrice(row, deps),
      LISTING_OVER_BUDGET,
    ),
  );
  await deps.db
    .updateTable('book_runs')
    .set({
      listing_input_tokens: listing.usage?.inputTokens ?? null,
      listing_output_tokens: listing.usage?.outputTokens ?? null,
      listing_writer: listing.usage?.writer ?? null,
      note: listing.skipped,
    })
    .where('id', '=', row.id)
    .execute();
  await startDocumentGeneration(deps, row.user_id, row.project_id, { draft: false, replace: true, cover: 'redraw' });
  await endRun(deps.db, row.id, 'completed');
}
