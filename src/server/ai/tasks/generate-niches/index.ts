import type { GenerateNichesInput, NicheResult } from '../../../../shared/schemas/niche.js';
import type { GenerateOptions, GenerationResult } from '../../engine.js';
import { generateStructured } from '../../providers/generate-structured.js';
import type { ModelRuntime } from '../../providers/model-runtime.js';
import { buildNichesPrompt } from './prompt.js';
import { nichesOutput, toNicheResults } from './schema.js';

export function generateNiches(
  runtime: ModelRuntime,
  input: GenerateNichesInput,
  options?: GenerateOptions,
): Promise<GenerationResult<NicheResult[]>> {
  return generateStructured(
    runtime,
    { ...buildNichesPrompt(input), schema: nichesOutput, toResult: toNicheResults },
    options,
  );
}
