import type { GenerateProductIdeasInput, IdeaResult } from '../../../../shared/schemas/idea.js';
import type { GenerateOptions, GenerationResult } from '../../engine.js';
import { generateStructured } from '../../providers/generate-structured.js';
import type { ModelRuntime } from '../../providers/model-runtime.js';
import { buildProductIdeasPrompt } from './prompt.js';
import { productIdeasOutput, toIdeaResults } from './schema.js';

export function generateProductIdeas(
  runtime: ModelRuntime,
  input: GenerateProductIdeasInput,
  options?: GenerateOptions,
): Promise<GenerationResult<IdeaResult[]>> {
  return generateStructured(
    runtime,
    { ...buildProductIdeasPrompt(input), schema: productIdeasOutput, toResult: toIdeaResults },
    options,
  );
}
