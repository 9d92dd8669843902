import type { GenerateTitlesInput } from '../../../../shared/schemas/title.js';
import type { GenerateOptions, GenerationResult } from '../../engine.js';
import { generateStructured } from '../../providers/generate-structured.js';
import type { ModelRuntime } from '../../providers/model-runtime.js';
import { buildTitlesPrompt } from './prompt.js';
import { titlesOutput, toTitles } from './schema.js';

export function generateTitles(
  runtime: ModelRuntime,
  input: GenerateTitlesInput,
  options?: GenerateOptions,
): Promise<GenerationResult<string[]>> {
  return generateStructured(
    runtime,
    { ...buildTitlesPrompt(input), schema: titlesOutput, toResult: toTitles },
    options,
  );
}
