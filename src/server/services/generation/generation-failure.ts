import { AiGenerationError, type AiProviderInfo } from '../../ai/index.js';
import { AppError } from '../../errors/app-error.js';
import type { GenerationDeps } from './generation-deps.js';
import { recordGeneration, type GenerationTask } from './record-generation.js';

/** The failure message of each task (docs/product-rules.md R44), shown to the user as is. */
export const FAILURE_MESSAGES: Record<GenerationTask, string> = {
  'generate-niches': 'Failed to generate niches. Please try again.',
  'generate-product-ideas': 'Failed to generate ideas',
  'generate-titles': 'Failed to generate titles',
  'generate-content': 'Failed to generate content',
  'generate-cover-image': 'Failed to generate cover image',
  'generate-listing': 'Failed to write the listing',
  'draft-course-module': 'Failed to draft the module',
};

/** Records a failed generation and returns the error to answer with. */
export async function failGeneration(
  deps: GenerationDeps,
  userId: string,
  task: GenerationTask,
  error: unknown,
  startedAt: number,
  info: AiProviderInfo = deps.ai.info,
): Promise<AppError> {
  const kind = error instanceof AiGenerationError ? error.kind : 'provider';
  deps.logger.warn({ err: error, task, kind }, 'generation failed');
  await recordGeneration(deps.db, deps.logger, {
    userId,
    task,
    info,
    usage: { inputTokens: 0, outputTokens: 0 },
    durationMs: performance.now() - startedAt,
    outcome: kind,
  });
  return new AppError(kind === 'timeout' ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY', FAILURE_MESSAGES[task]);
}
