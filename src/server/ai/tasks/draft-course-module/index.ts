import type { CourseModuleDraft, CourseModuleRequest } from '../../course-module/course-module-request.js';
import type { GenerateOptions, GenerationResult } from '../../engine.js';
import { generateStructured } from '../../providers/generate-structured.js';
import type { ModelRuntime } from '../../providers/model-runtime.js';
import { buildCourseModulePrompt } from './prompt.js';
import { courseModuleOutput, toCourseModuleDraft } from './schema.js';

export function draftCourseModule(
  runtime: ModelRuntime,
  input: CourseModuleRequest,
  options?: GenerateOptions,
): Promise<GenerationResult<CourseModuleDraft>> {
  return generateStructured(
    runtime,
    { ...buildCourseModulePrompt(input), schema: courseModuleOutput, toResult: toCourseModuleDraft },
    options,
  );
}
