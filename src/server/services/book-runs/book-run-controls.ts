import type { BookRun, RunBudget } from '../../../shared/schemas/book-run.js';
import { now } from '../../db/codec.js';
import { AppError } from '../../errors/app-error.js';
import { findProject } from '../book-model/find-project.js';
import type { BookRunDeps } from './book-run-deps.js';
import { findActiveRun, toBookRunView } from './book-run-view.js';
import { storedBudget } from './run-budget.js';
import { endRun } from './run-status.js';
import { writeBookJob } from './write-book-job.js';

const NO_RUN = 'No book is being written for this project';

/** The project's running or paused run; 409 when it has none, 404 for a missing or foreign project. */
async function requireActiveRun(deps: BookRunDeps, userId: string, projectId: string) {
  const project = await findProject(deps.db, userId, projectId);
  const run = await findActiveRun(deps.db, userId);
  if (run?.project_id !== project.id) throw new AppError('CONFLICT', NO_RUN);
  return run;
}

async function viewOf(deps: BookRunDeps, runId: string, projectTitle: string): Promise<BookRun> {
  const row = await deps.db.selectFrom('book_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
  return toBookRunView(deps, row, projectTitle);
}

/**
 * Cancel (docs/decisions/0029-book-runs.md): a running run stops once the part being written is saved; a paused one
 * ends at once. What is written stays in the project.
 */
export async function cancelBookRun(deps: BookRunDeps, userId: string, projectId: string): Promise<BookRun> {
  const run = await requireActiveRun(deps, userId, projectId);
  if (!(await endRun(deps.db, run.id, 'cancelled', ['paused']))) {
    await deps.db
      .updateTable('book_runs')
      .set({ cancel_requested: 1, updated_at: now() })
      .where('id', '=', run.id)
      .where('status', '=', 'running')
      .execute();
  }
  return viewOf(deps, run.id, run.project_title);
}

/**
 * Resume: a paused run writes on from the part it paused at, in a new job, with the budget given in place of its own
 * (docs/decisions/0061-run-budget.md); without one it keeps its own.
 */
export async function resumeBookRun(
  deps: BookRunDeps,
  userId: string,
  projectId: string,
  { budget }: { budget?: RunBudget },
): Promise<BookRun> {
  const newBudget = budget && storedBudget(budget, deps.prices.first);
  const run = await requireActiveRun(deps, userId, projectId);
  if (run.status !== 'paused') throw new AppError('CONFLICT', 'The book is already being written');
  await deps.limiter.requireRunRoom(userId, deps.ai.info);
  const resumed = await deps.db
    .updateTable('book_runs')
    .set({ status: 'running', error: null, ...newBudget, updated_at: now() })
    .where('id', '=', run.id)
    .where('status', '=', 'paused')
    .executeTakeFirst();
  if (resumed.numUpdatedRows > 0n) {
    try {
      await deps.jobs.enqueue(writeBookJob, { runId: run.id, userId });
    } catch (error) {
      await deps.db
        .updateTable('book_runs')
        .set({ status: 'paused', error: run.error, updated_at: now() })
        .where('id', '=', run.id)
        .execute();
      throw error;
    }
  }
  return viewOf(deps, run.id, run.project_title);
}
