import type { GenerateOptions, GenerationResult } from '../../ai/index.js';
import type { GenerationDeps } from './generation-deps.js';
import { failGeneration } from './generation-failure.js';
import { recordGeneration, type GenerationTask } from './record-generation.js';

/** One rate-limited, recorded call to a structured task (niches, ideas, titles). */
export async function runStructuredGeneration<T>(
  deps: GenerationDeps,
  userId: string,
  task: GenerationTask,
  signal: AbortSignal,
  call: (options: GenerateOptions) => Promise<GenerationResult<T>>,
): Promise<T> {
  await deps.limiter.take(userId, deps.ai.info);
  const startedAt = performance.now();
  let generation: GenerationResult<T>;
  try {
    generation = await call({ signal });
  } catch (error) {
    throw await failGeneration(deps, userId, task, error, startedAt);
  }
  await recordGeneration(deps.db, deps.logger, {
    userId,
    task,
    info: generation,
    usage: generation.usage,
    durationMs: generation.durationMs,
    outcome: 'success',
  });
  return generation.result;
}
