import type { CourseLesson, QuizQuestion } from '../../../shared/schemas/course-plan.js';
import type { TokenUsage } from '../../ai/index.js';
import { emptyUsage } from '../../ai/providers/token-usage.js';
import { writeJson } from '../../db/codec.js';
import { inTransaction } from '../../db/in-transaction.js';
import { AppError } from '../../errors/app-error.js';
import { readBookPlan } from '../book-model/read-book-plan.js';
import { productKindOfType } from '../products/product-kinds.js';
import { saveBookPlan } from '../book-plans/save-book-plan.js';
import { failGeneration } from '../generation/generation-failure.js';
import { recordGeneration } from '../generation/record-generation.js';
import type { BookRunDeps } from './book-run-deps.js';
import type { PartSources, RunContext } from './run-context.js';
import type { CourseModuleRequest } from '../../ai/course-module/course-module-request.js';
import type { StoredRunStep } from './stored-run.js';

/** A module ready to be written, with the tokens its drafting took; or why the run pauses. */
export type ModulePlanned = { kind: 'planned'; usage: TokenUsage } | { kind: 'pause'; reason: string };

const READY: ModulePlanned = { kind: 'planned', usage: emptyUsage() };

/**
 * Before "Write the course" writes a module (docs/decisions/0073-course-plan.md): a module the run's plan gives no
 * lessons, or whose saved plan has no quiz, has what it lacks drafted by the run's writer, as the Course Plan's "Draft
 * Lessons and Quiz" drafts it, so every module of a written course has lessons to teach and a quiz to check them. A
 * quiz drafted for planned lessons checks those lessons, which stay as they are; lessons the creator saved for the
 * module since the run started are its lessons, not drafted ones. What is drafted is kept in the saved
 * plan, where the module still has that title at that place and still lacks it (a creator's edit made meanwhile
 * wins), and in the run's plan, so the module is written on its lessons and a Resume does not draft it again. The
 * drafting's tokens are counted with the module's. A writer's failure pauses the run with its message, as a part's
 * does; Resume asks again.
 */
export async function planCourseModule(
  deps: BookRunDeps,
  context: RunContext,
  step: StoredRunStep,
  signal: AbortSignal,
): Promise<ModulePlanned> {
  const { row, plan } = context;
  const index = step.number === null ? -1 : step.number - 1;
  const module = plan.chapters[index];
  const task = productKindOfType(plan.productType).chapterPlanWriter;
  if (row.kind !== 'book' || step.role !== 'chapter' || !module || !task) return READY;
  const saved = await savedModule(deps, context, index);
  // Lessons the creator planned since the run started are the module's, rather than drafted ones.
  const planned = module.lessons?.length ? module.lessons : saved?.lessons?.length ? saved.lessons : undefined;
  const needsQuiz = saved !== null && !saved.quiz?.length;
  if (planned && !needsQuiz) {
    if (planned !== module.lessons) await keepDraft(deps, context, index, { lessons: planned, quiz: [] });
    return READY;
  }

  const startedAt = performance.now();
  try {
    const drafted = await deps.ai.draftCourseModule(moduleDraftRequest(context, index, planned), { signal });
    const info = { provider: drafted.provider, model: drafted.model };
    await deps.limiter.recordRunPart(row.user_id, info);
    await recordGeneration(deps.db, deps.logger, {
      userId: row.user_id,
      task,
      info,
      usage: drafted.usage,
      durationMs: drafted.durationMs,
      outcome: 'success',
    });
    const lessons = planned ?? drafted.result.lessons;
    await keepDraft(deps, context, index, { lessons, quiz: needsQuiz ? drafted.result.quiz : [] });
    return { kind: 'planned', usage: drafted.usage };
  } catch (error) {
    if (signal.aborted) throw error;
    await failGeneration(deps, row.user_id, task, error, startedAt);
    const why = error instanceof Error ? error.message : String(error);
    return { kind: 'pause', reason: `The lessons and quiz of “${module.title}” could not be drafted: ${why}` };
  }
}

/**
 * What the writer is asked to draft module `index` from: the module, the course's other modules and idea, and its
 * planned lessons when it has some (a quiz is then drafted on them).
 */
export function moduleDraftRequest(
  { plan, ideaContext }: PartSources,
  index: number,
  lessons = plan.chapters[index]?.lessons,
): CourseModuleRequest {
  const module = plan.chapters[index];
  return {
    courseTitle: plan.title,
    title: module?.title ?? '',
    goal: module?.goal ?? '',
    otherModules: plan.chapters.flatMap((other, place) => (place === index ? [] : [other.title])),
    ...(ideaContext ? { ideaContext } : {}),
    ...(lessons?.length ? { lessons } : {}),
  };
}

/** The saved plan's module at the run's module's place, while it has the run's module's title; else null. */
async function savedModule({ db }: BookRunDeps, { row, plan }: RunContext, index: number) {
  const { plan: current, kind } = await readBookPlan(db, row.user_id, row.project_id);
  const module = current.chapters[index];
  return kind === 'course' && module && module.title === plan.chapters[index]?.title ? module : null;
}

/** How many times a draft is kept on the plan read again, when the creator saves the plan as it is being kept. */
const KEEP_ATTEMPTS = 3;

/**
 * Keeps a module's drafted lessons and quiz in one transaction: in the saved plan, each only where the module still
 * lacks it, through the plan's one writer on the revision it read (so the files go out of date as for any plan
 * change, and a save of the creator's in between is read again rather than written over); and the lessons in the
 * run's plan and in `context`.
 */
async function keepDraft(
  deps: BookRunDeps,
  context: RunContext,
  index: number,
  draft: { lessons: CourseLesson[]; quiz: QuizQuestion[] },
) {
  const { row } = context;
  const plan = {
    ...context.plan,
    chapters: context.plan.chapters.map((chapter, place) =>
      place === index ? { ...chapter, lessons: draft.lessons, quizzed: true } : chapter,
    ),
  };
  const keep = () =>
    inTransaction(deps.db, async (trx) => {
      const { plan: current, kind, revision } = await readBookPlan(trx, row.user_id, row.project_id);
      const module = current.chapters[index];
      if (kind === 'course' && module && module.title === plan.chapters[index]?.title) {
        const filled = {
          ...module,
          lessons: module.lessons?.length ? module.lessons : draft.lessons,
          quiz: module.quiz?.length ? module.quiz : draft.quiz,
        };
        const chapters = current.chapters.map((chapter, place) => (place === index ? filled : chapter));
        await saveBookPlan(trx, row.user_id, row.project_id, { ...current, chapters }, revision);
      }
      await trx
        .updateTable('book_runs')
        .set({ plan: writeJson(plan) })
        .where('id', '=', row.id)
        .execute();
    });
  for (let attempt = 1; ; attempt += 1) {
    try {
      await keep();
      break;
    } catch (error) {
      if (attempt === KEEP_ATTEMPTS || !(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  }
  context.plan = plan;
}
