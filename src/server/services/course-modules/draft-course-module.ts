import type { DraftCourseModuleInput, DraftCourseModuleResult } from '../../../shared/schemas/course-plan.js';
import { AppError } from '../../errors/app-error.js';
import { findProject } from '../book-model/find-project.js';
import { readBookPlan } from '../book-model/read-book-plan.js';
import type { GenerationDeps } from '../generation/generation-deps.js';
import { runStructuredGeneration } from '../generation/run-structured-generation.js';
import { readIdeaContext } from '../saved-items/idea-context.js';

export const ONLY_A_COURSE_HAS_LESSONS = "This product is not a course: only a course's modules have lessons";

/**
 * A writer's draft of one module of the user's course (docs/decisions/0073-course-plan.md): its lessons and quiz,
 * from the module as the Course Plan shows it and the course's idea; nothing is saved until the creator saves the
 * plan. A rate-limited, recorded generation like the tools'. Another user's project is 'Project not found' (404), a
 * book 404.
 */
export async function draftCourseModule(
  deps: GenerationDeps,
  userId: string,
  projectId: string,
  input: DraftCourseModuleInput,
  signal: AbortSignal,
): Promise<DraftCourseModuleResult> {
  const project = await findProject(deps.db, userId, projectId);
  const { kind } = await readBookPlan(deps.db, userId, project.id);
  if (kind !== 'course') throw new AppError('NOT_FOUND', ONLY_A_COURSE_HAS_LESSONS);
  const ideaContext = await readIdeaContext(deps.db, userId, project.product_idea_id);
  const draft = await runStructuredGeneration(deps, userId, 'draft-course-module', signal, (options) =>
    deps.ai.draftCourseModule({ ...input, ideaContext }, options),
  );
  return { ...draft, template: deps.ai.info.provider === 'offline' };
}
