import { z } from 'zod';
import { defineJob, registerJob } from '../../jobs/job-definition.js';
import { startDocumentGeneration } from '../documents/start-document-generation.js';
import { draftListingAfterRun } from '../listings/draft-listing-after-run.js';
import type { BookRunDeps } from './book-run-deps.js';
import { loadRunContext, type RunContext } from './run-context.js';
import { estimateListingTokens } from './estimate-book.js';
import { budgetOf, overBudget, runWriterPrice, spendOf } from './run-budget.js';
import { endRun, readRunState, stopRun } from './run-status.js';
import { BOOK_STRETCH_ATTEMPTS } from '../../limits.js';

/**
 * A book run's last step (docs/decisions/0029-book-runs.md), queued by its last stretch once every part is saved and
 * the cover agrees with the book: the listing, then the files. A writing job, like the stretches
 * (docs/decisions/0072-writing-apart-from-renders.md).
 */
export const finishBookRunJob = defineJob({
  name: 'finish-book-run',
  payload: z.object({ runId: z.uuid(), userId: z.uuid() }),
  maxAttempts: BOOK_STRETCH_ATTEMPTS,
  lane: 'writing',
});

/**
 * Finishes a run still running with every part saved; a run paused, cancelled or deleted meanwhile is left as it is
 * (Resume queues its last step again), and one asked to cancel is cancelled.
 */
export function finishBookRunHandler(deps: BookRunDeps) {
  return registerJob(finishBookRunJob, {
    async run({ runId }) {
      const state = await readRunState(deps.db, runId);
      if (state?.status !== 'running') return;
      if (state.cancel_requested === 1) {
        await endRun(deps.db, runId, 'cancelled');
        return;
      }
      const context = await loadRunContext(deps.db, runId);
      if (context && state.next_step >= context.steps.length) await finishRun(deps, context);
    },
    fail: ({ runId }, reason) => stopRun(deps.db, runId, reason),
  });
}

/** What the run tells the creator when its budget has no room for the listing. */
const LISTING_OVER_BUDGET = {
  what: 'Drafting the listing',
  advice: 'The book is written without it: draft the listing on the Listing page.',
};

/**
 * A project without a listing has one drafted (never failing the run) unless the run's budget has
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
