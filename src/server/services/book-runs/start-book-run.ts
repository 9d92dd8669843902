import { randomUUID } from 'node:crypto';
import { BOOK_PLAN_LIMITS, LIMITS } from '../../../shared/limits.js';
import { formatCount } from '../../../shared/format-count.js';
import { productKindOf } from '../../../shared/product-kind.js';
import { noChapters, PLAN_WORDS, tooManyChapters } from '../../../shared/plan-words.js';
import type { BookRunKind, BookRunStarted, RunBudget } from '../../../shared/schemas/book-run.js';
import { CONTENT_TYPES, type ContentType } from '../../../shared/schemas/content.js';
import { now, writeJson } from '../../db/codec.js';
import { AppError } from '../../errors/app-error.js';
import { bookRunSteps } from './book-run-steps.js';
import type { BookRunDeps } from './book-run-deps.js';
import { findActiveRun, toBookRunView } from './book-run-view.js';
import { estimateBookTokens } from './estimate-book.js';
import { readBook, type Book } from '../book-model/read-book.js';
import { storedBudget } from './run-budget.js';
import { readIdeaContext } from '../saved-items/idea-context.js';
import { runPlanOf, type StoredRunStep } from './stored-run.js';
import { writeBookJob } from './write-book-job.js';

/** A rewrite of one part has no budget. */
const NO_BUDGET = { budget_tokens: null, budget_cents: null };

/** The user's running or paused run, as a start answers it when there is one. */
async function activeRunOf(deps: BookRunDeps, userId: string): Promise<BookRunStarted | null> {
  const active = await findActiveRun(deps.db, userId);
  return active ? { run: await toBookRunView(deps, active, active.project_title), started: false } : null;
}

/**
 * "Write the book" (docs/decisions/0029-book-runs.md): one run writes every part of the project's book not yet
 * written (chapters kept from before stay), chapters first, then the introduction and conclusion; with
 * `rewriteOutOfDate` it writes again the parts the plan's changes left out of date (book-run-steps.ts). A user has one
 * running or paused run at a time: a start while there is one answers with it. The run keeps the budget given
 * (docs/decisions/0061-run-budget.md). Refused, with nothing stored: a budget in dollars with no price set, a plan
 * without chapters or over the limit, a chapter to write whose title is over the limit, a book with nothing left to
 * write, a full generation window.
 */
export async function startBookRun(
  deps: BookRunDeps,
  userId: string,
  projectId: string,
  { contentType, rewriteOutOfDate, budget }: { contentType: ContentType; rewriteOutOfDate: boolean; budget: RunBudget },
): Promise<BookRunStarted> {
  const stored = storedBudget(budget, deps.prices.first);
  const book = await readBook(deps.db, userId, projectId);
  const active = await activeRunOf(deps, userId);
  if (active) return active;
  const words = PLAN_WORDS[productKindOf(book.productType)];
  const chapters = book.plan.chapters.length;
  if (chapters === 0) throw new AppError('BAD_REQUEST', noChapters(words));
  if (chapters > LIMITS.bookChapters) throw new AppError('BAD_REQUEST', tooManyChapters(words, chapters));
  const steps = bookRunSteps(book, { rewriteOutOfDate });
  if (steps.length === 0) {
    throw new AppError('CONFLICT', `Every part of the ${words.noun} is written. Rewrite a part to write it again.`);
  }
  // A plan saved before its chapter titles were limited could name a section longer than a section name may be.
  const tooLong = steps.find((part) => part.role === 'chapter' && part.title.length > BOOK_PLAN_LIMITS.chapterTitle);
  if (tooLong) {
    throw new AppError(
      'BAD_REQUEST',
      `The title of ${words.unit.toLowerCase()} ${tooLong.number} is longer than ${formatCount(BOOK_PLAN_LIMITS.chapterTitle)} characters. Shorten it in the ${words.plan} first.`,
    );
  }
  return beginRun(deps, userId, book, { kind: 'book', contentType, steps, budget: stored });
}

/**
 * "Rewrite" one written part of the book: a run of that part alone, written with the same context as in the book,
 * whose text replaces the section's and keeps the old one as its previous version.
 */
export async function startPartRewrite(
  deps: BookRunDeps,
  userId: string,
  projectId: string,
  key: string,
): Promise<BookRunStarted> {
  const book = await readBook(deps.db, userId, projectId);
  const part = book.parts.find((candidate) => candidate.key === key);
  if (!part) throw new AppError('NOT_FOUND', 'This part is not in the book plan');
  const section = book.byKey.get(key);
  if (!section) {
    const { noun } = PLAN_WORDS[productKindOf(book.productType)];
    throw new AppError('CONFLICT', `“${part.title}” is not written yet. Write the ${noun} to write it.`);
  }
  const active = await activeRunOf(deps, userId);
  if (active) return active;
  // The rewrite keeps the content type the section was written in (educational when it has none of the five).
  const contentType = CONTENT_TYPES.find((type) => type === section.content_type) ?? 'educational';
  return beginRun(deps, userId, book, {
    kind: 'rewrite',
    contentType,
    steps: [{ ...part, contentId: section.id }],
    budget: NO_BUDGET,
  });
}

/** Stores the run, unless the user's one place is taken (then answers with that run), and queues its first job. */
async function beginRun(
  deps: BookRunDeps,
  userId: string,
  book: Book,
  {
    kind,
    contentType,
    steps,
    budget,
  }: { kind: BookRunKind; contentType: ContentType; steps: StoredRunStep[]; budget: ReturnType<typeof storedBudget> },
): Promise<BookRunStarted> {
  await deps.limiter.requireRunRoom(userId, deps.ai.info);
  const plan = runPlanOf(book);
  const ideaContext = await readIdeaContext(deps.db, userId, book.project.product_idea_id);
  const estimate = estimateBookTokens({ plan, contentType, ideaContext }, steps);
  const id = randomUUID();
  const at = now();
  const inserted = await deps.db
    .insertInto('book_runs')
    .values({
      id,
      user_id: userId,
      project_id: book.project.id,
      kind,
      status: 'running',
      content_type: contentType,
      plan: writeJson(plan),
      steps: writeJson(steps),
      provider: deps.ai.info.provider,
      model: deps.ai.info.model,
      estimate_input_tokens: estimate.inputTokens,
      estimate_output_tokens: estimate.outputTokens,
      ...budget,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) {
    const active = await activeRunOf(deps, userId);
    if (active) return active;
    throw new AppError('CONFLICT', 'Another book was just started. Please try again.');
  }
  try {
    await deps.jobs.enqueue(writeBookJob, { runId: id, userId });
  } catch (error) {
    await deps.db.deleteFrom('book_runs').where('id', '=', id).execute();
    throw error;
  }
  return { run: await toBookRunView(deps, inserted, book.project.title), started: true };
}
