import { z } from 'zod';
import { defineJob, registerJob } from '../../jobs/job-definition.js';
import { agreeCover } from '../documents/start-document-generation.js';
import { AppError } from '../../errors/app-error.js';
import type { BookRunDeps } from './book-run-deps.js';
import { loadRunContext, type RunContext } from './run-context.js';
import { estimatePartTokens } from './estimate-book.js';
import { finishBookRunJob } from './finish-book-run-job.js';
import { budgetOf, overBudget, runWriterPrice, spendOf } from './run-budget.js';
import { asSentence, endRun, pauseRun, readRunState, stopRun } from './run-status.js';
import { saveBookPart } from './save-book-part.js';
import { planCourseModule } from './plan-course-module.js';
import { addUsage } from '../../ai/providers/token-usage.js';
import { sentencesOf } from './shared-sentences.js';
import { writeBookPart } from './write-book-part.js';
import { BOOK_STRETCH_ATTEMPTS, BOOK_STRETCH_MS } from '../../limits.js';

/**
 * A stretch of a book run's work (docs/decisions/0029-book-runs.md); tried again before the run pauses. It is its
 * user's (jobs queued before runs said whose have no `userId`), and runs in the writing slots, apart from renders
 * (docs/decisions/0072-writing-apart-from-renders.md).
 */
export const writeBookJob = defineJob({
  name: 'write-book',
  payload: z.object({ runId: z.uuid(), userId: z.uuid().optional() }),
  maxAttempts: BOOK_STRETCH_ATTEMPTS,
  lane: 'writing',
});

/**
 * Writes a run's parts in order, each saved the moment it is written, from wherever the run stands (a course's module
 * planned first when it lacks lessons or a quiz: plan-course-module.ts): a job taken
 * again after its worker died goes on from the first part not saved. It stops when the run is no longer running
 * (paused, cancelled, deleted with its project), pauses it before a part that would take it past its budget
 * (docs/decisions/0061-run-budget.md) and when a part cannot be written, and once every part is saved and the cover
 * agrees with the book queues the run's last step (finish-book-run-job.ts): the listing, the files.
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
        const state = await readRunState(deps.db, runId);
        if (state?.status !== 'running') return;
        if (state.cancel_requested === 1) {
          await endRun(deps.db, runId, 'cancelled');
          return;
        }
        const step = context.steps[state.next_step];
        if (!step) {
          const coverRefused = await coverAgreed(deps, context);
          if (coverRefused) await pauseRun(deps.db, runId, state.next_step, coverRefused);
          else await deps.jobs.enqueue(finishBookRunJob, { runId, userId: context.row.user_id });
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
        const planned = await planCourseModule(deps, context, step, signal);
        if (planned.kind === 'pause') {
          await pauseRun(deps.db, runId, state.next_step, planned.reason);
          return;
        }
        const outcome = await writeBookPart(deps, context, step, signal);
        if (outcome.kind === 'pause') {
          await pauseRun(deps.db, runId, state.next_step, outcome.reason);
          return;
        }
        const part = { ...outcome.part, ...addUsage(outcome.part, planned.usage) };
        if (!(await saveBookPart(deps.db, context, state.next_step, step, part))) return;
        if (step.number !== null) context.summaries.set(step.number, part.summary);
        context.written.set(step.key, { name: step.sectionName, sentences: sentencesOf(part.text) });
        const { writer, inputTokens, outputTokens } = part;
        context.spent.push({ writer, inputTokens, outputTokens });
      }
    },
    fail: ({ runId }, reason) => stopRun(deps.db, runId, reason),
  });
}

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
